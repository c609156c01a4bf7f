package org.consentlab.base;

import java.sql.Connection;
import java.sql.SQLException;

/** Which database a connection talks to, where the SQL or the settings must differ between H2 and PostgreSQL. */
public final class Databases {

    private Databases() {}

    public static boolean isH2(Connection connection) throws SQLException {
        return "H2".equals(connection.getMetaData().getDatabaseProductName());
    }
}
