package org.consentlab.base;

import com.zaxxer.hikari.HikariDataSource;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import javax.sql.DataSource;
import org.consentlab.sandbox.DeferredCommits;
import org.consentlab.sandbox.SandboxLocks;
import org.h2.mvstore.MVStore;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.jdbc.datasource.DelegatingDataSource;
import org.springframework.stereotype.Component;

/**
 * Group commit for embedded H2. H2 writes its store to the file on a background thread, a chunk
 * for every commit made within {@code consentlab.h2.write-delay} ({@code WRITE_DELAY}, 50 ms);
 * this makes each commit that must not be lost wait until it is in the file before the app goes
 * on: a transaction's commit, and a writing statement run in auto-commit (each is a commit of its
 * own), unless the thread runs {@link DeferredCommits#during deferred} work; inside {@link
 * DeferredCommits#forcedOnReturn} the wait comes once, when that work has finished. The wait is one
 * store write that takes every commit made so far, this one included, so commits that arrive
 * together share a chunk instead of writing one each. Reads and other databases are left alone.
 */
@Component
class ForcedCommits implements BeanPostProcessor {

    @Override
    public Object postProcessAfterInitialization(Object bean, String name) {
        if (!(bean instanceof DataSource source)
                || bean instanceof Forcing
                || bean instanceof HikariDataSource pool
                        && pool.getJdbcUrl() != null
                        && !pool.getJdbcUrl().startsWith("jdbc:h2:")) {
            return bean; // another database is durable on commit, and its pool stays as other post-processors expect it
        }
        return new Forcing(source);
    }

    /**
     * Group commit: a thread that has committed takes a ticket and waits for a store write that
     * began after its ticket. One thread at a time writes, on behalf of every ticket taken before
     * it began; the threads whose tickets it covered return without writing again.
     */
    private static final class GroupWrite {
        private final MVStore store;
        private final AtomicLong committed = new AtomicLong();
        private final ReentrantLock writing = new ReentrantLock();
        private long written; // guarded by writing: every ticket up to this one is in the file

        GroupWrite(MVStore store) {
            this.store = store;
        }

        /**
         * Forces this thread's commits to the file now, or, inside {@link
         * DeferredCommits#forcedOnReturn}, once that work has finished.
         */
        void forceNowOrOnReturn() {
            if (!DeferredCommits.postpone(this::force)) {
                force();
            }
        }

        /** Returns once everything this thread committed is in the file. */
        void force() {
            long ticket = committed.incrementAndGet();
            writing.lock();
            try {
                if (written >= ticket) {
                    return;
                }
                long upTo = committed.get();
                if (store.commit() < 0) {
                    // Nothing left unsaved, but H2's background writer may still be writing what
                    // was committed: it is in the file once the store's write queue is empty.
                    store.executeFilestoreOperation(() -> {});
                }
                written = upTo;
            } finally {
                writing.unlock();
            }
        }
    }

    private static final class Forcing extends DelegatingDataSource {
        private volatile @Nullable GroupWrite store;
        private volatile boolean looked;

        Forcing(DataSource target) {
            super(target);
        }

        @Override
        public Connection getConnection() throws SQLException {
            return forcing(super.getConnection());
        }

        @Override
        public Connection getConnection(String username, String password) throws SQLException {
            return forcing(super.getConnection(username, password));
        }

        private Connection forcing(Connection connection) throws SQLException {
            if (!looked) {
                MVStore found = H2Store.of(connection);
                store = found == null ? null : new GroupWrite(found);
                looked = true;
            }
            GroupWrite file = store;
            return file == null
                    ? connection
                    : (Connection) Proxy.newProxyInstance(
                            getClass().getClassLoader(), new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                                boolean endsTransaction = method.getName().equals("setAutoCommit")
                                        && Boolean.TRUE.equals(args[0])
                                        && !connection.getAutoCommit();
                                Object result = invoke(connection, method, args);
                                if (endsTransaction || method.getName().equals("commit")) {
                                    // Committed: the sandbox is let go now, as a row lock would be, before the wait for
                                    // the file.
                                    SandboxLocks.committed();
                                    if (!DeferredCommits.active()) {
                                        file.forceNowOrOnReturn();
                                    }
                                }
                                // Only a statement made in auto-commit can commit by itself; one made inside a
                                // transaction (or deferred work) commits with it, above, and is handed out bare:
                                // Spring runs each statement where it made it.
                                return result instanceof Statement statement
                                                && connection.getAutoCommit()
                                                && !DeferredCommits.active()
                                        ? statement(statement, connection, sqlOf(args), file)
                                        : result;
                            });
        }

        /** A statement that forces its own commit when it writes in auto-commit. */
        private Object statement(
                Statement statement, Connection connection, @Nullable String preparedSql, GroupWrite file) {
            Class<?> type = statement instanceof CallableStatement
                    ? CallableStatement.class
                    : statement instanceof PreparedStatement ? PreparedStatement.class : Statement.class;
            return Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {type}, (proxy, method, args) -> {
                Object result = invoke(statement, method, args);
                if (method.getName().startsWith("execute")
                        && connection.getAutoCommit()
                        && !DeferredCommits.active()
                        && writes(preparedSql != null ? preparedSql : sqlOf(args))) {
                    file.forceNowOrOnReturn();
                }
                return result;
            });
        }

        private static @Nullable String sqlOf(Object @Nullable [] args) {
            return args != null && args.length > 0 && args[0] instanceof String sql ? sql : null;
        }

        /** Anything but a query may have written; SQL not known (a batch) is taken to have. */
        private static boolean writes(@Nullable String sql) {
            return sql == null || !sql.stripLeading().regionMatches(true, 0, "SELECT", 0, 6);
        }

        private static Object invoke(Object target, Method method, Object[] args) throws Throwable {
            try {
                return method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }
    }
}
