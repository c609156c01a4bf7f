package org.consentlab.base;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.consentlab.sandbox.DeferredCommits;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.jdbc.datasource.DelegatingDataSource;

/**
 * Counts the app's commits that wrote: a commit of a transaction that wrote something, or a
 * writing statement run in auto-commit (each of which is a commit of its own), and of those, the
 * ones made {@link DeferredCommits deferred} (left to H2's background writer rather than forced to
 * the file before the app goes on). Reads and empty commits write nothing and are not counted.
 */
@TestConfiguration(proxyBeanMethods = false)
public class CommitCounting {

    /**
     * The commits counted so far, over every connection of the pool; {@code deferred} counts those
     * among them made deferred; {@code statements} holds the SQL of every statement run since the
     * last {@link #takeStatements}, reads too.
     */
    public record Commits(AtomicInteger count, AtomicInteger deferred, Queue<String> statements) {
        /** The commits since the last take, and starts counting again. */
        public int take() {
            deferred.set(0);
            return count.getAndSet(0);
        }

        /** Of the commits since the last take, how many were deferred (read before {@link #take}). */
        public int deferredSoFar() {
            return deferred.get();
        }

        /** The statements run since the last take, in the order they ran, and starts again. */
        public List<String> takeStatements() {
            List<String> taken = new ArrayList<>();
            for (String sql = statements.poll(); sql != null; sql = statements.poll()) {
                taken.add(sql);
            }
            return taken;
        }

        void counted() {
            count.incrementAndGet();
            if (DeferredCommits.active()) {
                deferred.incrementAndGet();
            }
        }
    }

    @Bean
    Commits commits() {
        return new Commits(new AtomicInteger(), new AtomicInteger(), new ConcurrentLinkedQueue<>());
    }

    @Bean
    static BeanPostProcessor countingDataSource(org.springframework.beans.factory.ObjectProvider<Commits> commits) {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String name) {
                if (!(bean instanceof DataSource source) || bean instanceof Counting) {
                    return bean;
                }
                return new Counting(source, commits::getObject);
            }
        };
    }

    private static final class Counting extends DelegatingDataSource {
        private final java.util.function.Supplier<Commits> count;

        Counting(DataSource target, java.util.function.Supplier<Commits> count) {
            super(target);
            this.count = count;
        }

        @Override
        public Connection getConnection() throws SQLException {
            return counted(super.getConnection());
        }

        private Connection counted(Connection connection) {
            boolean[] dirty = {false};
            return (Connection) Proxy.newProxyInstance(
                    getClass().getClassLoader(), new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                        switch (method.getName()) {
                            case "commit" -> commit(dirty);
                            case "rollback" -> dirty[0] = false;
                            case "setAutoCommit" -> {
                                if (Boolean.TRUE.equals(args[0]) && !connection.getAutoCommit()) {
                                    commit(dirty);
                                }
                            }
                            default -> {}
                        }
                        Object result = invoke(connection, method, args);
                        if (result instanceof Statement statement
                                && args != null
                                && args.length > 0
                                && args[0] instanceof String sql) {
                            return statement(statement, connection, sql, dirty);
                        }
                        return result;
                    });
        }

        private void commit(boolean[] dirty) {
            if (dirty[0]) {
                count.get().counted();
                dirty[0] = false;
            }
        }

        private Object statement(Statement statement, Connection connection, String sql, boolean[] dirty) {
            boolean writes = !sql.strip().toUpperCase(Locale.ROOT).startsWith("SELECT");
            Class<?> type = statement instanceof PreparedStatement ? PreparedStatement.class : Statement.class;
            return Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {type}, (proxy, method, args) -> {
                Object result = invoke(statement, method, args);
                if (method.getName().startsWith("execute")) {
                    count.get().statements().add(sql);
                }
                if (writes && method.getName().startsWith("execute")) {
                    if (connection.getAutoCommit()) {
                        count.get().counted();
                    } else {
                        dirty[0] = true;
                    }
                }
                return result;
            });
        }

        private static Object invoke(Object target, java.lang.reflect.Method method, Object[] args) throws Throwable {
            try {
                return method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
    }
}
