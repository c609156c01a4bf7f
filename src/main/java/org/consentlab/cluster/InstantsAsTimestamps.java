package org.consentlab.cluster;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import javax.sql.DataSource;
import org.springframework.jdbc.datasource.DelegatingDataSource;

/**
 * The repositories bind and read {@link Instant}s, which H2 maps to {@code TIMESTAMP WITH TIME
 * ZONE} by itself but PostgreSQL's driver refuses ("can't infer the SQL type"). Rather than
 * rewrite every repository for one database, this data source hands the driver the same instant
 * as a UTC {@link OffsetDateTime} and reads it back as an {@link Instant}; everything else passes
 * straight through (including {@code unwrap}).
 */
class InstantsAsTimestamps extends DelegatingDataSource {

    InstantsAsTimestamps(DataSource target) {
        super(target);
    }

    @Override
    public Connection getConnection() throws java.sql.SQLException {
        return wrap(super.getConnection(), Connection.class);
    }

    @Override
    public Connection getConnection(String username, String password) throws java.sql.SQLException {
        return wrap(super.getConnection(username, password), Connection.class);
    }

    @SuppressWarnings("unchecked")
    private static <T> T wrap(T target, Class<T> type) {
        return (T) Proxy.newProxyInstance(
                InstantsAsTimestamps.class.getClassLoader(), new Class<?>[] {type}, new Adapter(target));
    }

    private record Adapter(Object target) implements InvocationHandler {

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
            if (args != null && method.getName().equals("setObject") && args[1] instanceof Instant at) {
                args[1] = at.atOffset(ZoneOffset.UTC);
            }
            boolean readsInstant = method.getName().equals("getObject")
                    && args != null
                    && args.length == 2
                    && args[1] == Instant.class;
            if (readsInstant) {
                args[1] = OffsetDateTime.class;
            }
            Object result;
            try {
                result = method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
            if (readsInstant) {
                return result == null ? null : ((OffsetDateTime) result).toInstant();
            }
            return wrapped(result, method.getReturnType());
        }

        /** Statements and result sets come back adapted too; a PreparedStatement is a Statement. */
        private static Object wrapped(Object result, Class<?> declared) {
            if (result == null || Proxy.isProxyClass(result.getClass())) {
                return result;
            }
            if (declared.isInterface() && (Statement.class.isAssignableFrom(declared) || declared == ResultSet.class)) {
                return wrapAs(result, declared);
            }
            return result;
        }

        @SuppressWarnings({"unchecked", "rawtypes"})
        private static Object wrapAs(Object result, Class declared) {
            return wrap(result, declared);
        }
    }
}
