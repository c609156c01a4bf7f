package org.consentlab.base;

import java.sql.Connection;
import java.sql.SQLException;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.MVStore;
import org.jspecify.annotations.Nullable;

/** The MVStore behind an embedded H2 database's file, reached through one of its connections. */
final class H2Store {

    private H2Store() {}

    /** The file store of {@code connection}'s database, or null for any other database (or an in-memory H2). */
    static @Nullable MVStore of(Connection connection) throws SQLException {
        if (!Databases.isH2(connection)
                || !connection.isWrapperFor(JdbcConnection.class)
                || !(connection.unwrap(JdbcConnection.class).getSession() instanceof SessionLocal session)) {
            return null;
        }
        var store = session.getDatabase().getStore();
        return store == null || store.getMvStore().getFileStore() == null ? null : store.getMvStore();
    }
}
