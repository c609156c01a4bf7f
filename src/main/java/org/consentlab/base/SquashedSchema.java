package org.consentlab.base;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.Set;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.configuration.Configuration;
import org.springframework.boot.flyway.autoconfigure.FlywayMigrationStrategy;
import org.springframework.core.io.ClassPathResource;
import org.springframework.stereotype.Component;

/**
 * A new H2 database starts from one script of the whole schema as of migration {@value #VERSION}
 * ({@value #SCRIPT}) instead of replaying every migration since V1: the replay took 0.5–0.75 s of a
 * first start of about 4 s (docs/performance.md). Flyway then records a baseline at that version and
 * applies only what came after it. A database Flyway has migrated before is migrated as it always
 * was, and PostgreSQL, whose history differs and whose start has no budget, replays its history.
 * A start stopped halfway through the script leaves only tables of the script and no Flyway history
 * (nothing else writes before the schema is up): the next start drops them and runs it again. Any
 * other table without a history is not this app's, and Flyway refuses the schema as before.
 */
@Component
class SquashedSchema implements FlywayMigrationStrategy {

    static final String VERSION = "198";
    static final String SCRIPT = "db/squashed/h2.sql";
    private static final Pattern TABLE = Pattern.compile("^CREATE TABLE \"PUBLIC\"\\.\"([^\"]+)\"", Pattern.MULTILINE);

    @Override
    public void migrate(Flyway flyway) {
        Configuration configuration = flyway.getConfiguration();
        if (startNew(configuration.getDataSource())) {
            flyway = Flyway.configure(configuration.getClassLoader())
                    .configuration(configuration)
                    .baselineOnMigrate(true)
                    .baselineVersion(VERSION)
                    .baselineDescription("squashed schema " + SCRIPT)
                    .load();
        }
        flyway.migrate();
    }

    /** Creates the squashed schema when {@code dataSource} is an H2 database Flyway never finished migrating. */
    private static boolean startNew(DataSource dataSource) {
        try (Connection connection = dataSource.getConnection()) {
            if (!Databases.isH2(connection)) {
                return false;
            }
            // Flyway's history is not among the script's tables: a database that has one is not new.
            Set<String> tables = tables(connection);
            if (!squashedTables().containsAll(tables)) {
                return false;
            }
            try (Statement statement = connection.createStatement()) {
                if (!tables.isEmpty()) {
                    statement.execute("DROP ALL OBJECTS");
                }
                // H2 reads and runs the script itself: in a JVM just started, a quarter faster than statement by
                // statement.
                statement.execute("RUNSCRIPT FROM 'classpath:/" + SCRIPT + "'");
            }
            return true;
        } catch (SQLException failure) {
            throw new IllegalStateException("Could not read or create the database's schema", failure);
        }
    }

    private static Set<String> tables(Connection connection) throws SQLException {
        Set<String> tables = new HashSet<>();
        try (ResultSet rows = connection.getMetaData().getTables(null, "PUBLIC", null, new String[] {"TABLE"})) {
            while (rows.next()) {
                tables.add(rows.getString("TABLE_NAME"));
            }
        }
        return tables;
    }

    private static Set<String> squashedTables() {
        try {
            String script = new ClassPathResource(SCRIPT).getContentAsString(StandardCharsets.UTF_8);
            Set<String> tables = new HashSet<>();
            TABLE.matcher(script).results().forEach(match -> tables.add(match.group(1)));
            return tables;
        } catch (IOException failure) {
            throw new UncheckedIOException(failure);
        }
    }
}
