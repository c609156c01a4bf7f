package org.consentlab.base;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.core.io.ClassPathResource;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.DriverManagerDataSource;

/**
 * A new H2 database made from the squashed script ends up with the schema the migrations build, and
 * the databases that must not start from it (migrated before, holding other tables) do not.
 */
class SquashedSchemaTest {

    private static final AtomicInteger DATABASES = new AtomicInteger();

    @Test
    void aNewDatabaseStartsFromTheScriptWithTheSchemaOfEveryMigration() throws Exception {
        DataSource replayed = database();
        flyway(replayed).migrate();
        DataSource squashed = database();

        new SquashedSchema().migrate(flyway(squashed));

        assertThat(history(squashed)).startsWith("BASELINE " + SquashedSchema.VERSION);
        List<String> expected = schema(replayed);
        if (!schema(squashed).equals(expected)) {
            // The script to commit: the committed one's opening comment, then the replay's statements in order.
            String comment = new ClassPathResource(SquashedSchema.SCRIPT)
                    .getContentAsString(StandardCharsets.UTF_8)
                    .replaceAll("(?s)^((?:--[^\n]*\n)*).*", "$1");
            Files.writeString(Path.of("target/squashed-h2.sql"), comment + String.join("\n", expected) + "\n");
        }
        assertThat(schema(squashed))
                .as("db/squashed/h2.sql must build what the migrations build (target/squashed-h2.sql does)")
                .isEqualTo(expected);
    }

    @Test
    void aStartStoppedHalfwayThroughTheScriptStartsOverOnTheNext() throws Exception {
        DataSource replayed = database();
        flyway(replayed).migrate();
        DataSource halfway = database();
        String[] statements = new ClassPathResource(SquashedSchema.SCRIPT)
                .getContentAsString(StandardCharsets.UTF_8)
                .replaceAll("(?m)^--.*\\n", "")
                .split(";\\n");
        Arrays.stream(statements, 0, statements.length / 2)
                .forEach(statement -> JdbcClient.create(halfway).sql(statement).update());

        new SquashedSchema().migrate(flyway(halfway));

        assertThat(history(halfway)).startsWith("BASELINE " + SquashedSchema.VERSION);
        assertThat(schema(halfway)).isEqualTo(schema(replayed));
    }

    @Test
    void aDatabaseMigratedBeforeIsUpgradedByItsMigrations() {
        DataSource replayed = database();
        flyway(replayed).migrate();
        DataSource older = database();
        Flyway.configure()
                .configuration(flyway(older).getConfiguration())
                .target("191")
                .load()
                .migrate();

        new SquashedSchema().migrate(flyway(older));

        assertThat(history(older))
                .startsWith("SQL 1")
                .contains("SQL 191", "SQL 198")
                .doesNotContain("BASELINE");
        assertThat(schema(older)).isEqualTo(schema(replayed));
    }

    @Test
    void aSchemaHoldingAnotherTableIsLeftAloneAndRefused() {
        DataSource other = database();
        JdbcClient.create(other).sql("CREATE TABLE notes(id INT PRIMARY KEY)").update();
        JdbcClient.create(other).sql("INSERT INTO notes VALUES (7)").update();

        assertThatThrownBy(() -> new SquashedSchema().migrate(flyway(other)))
                .isInstanceOf(FlywayException.class)
                .hasMessageContaining("non-empty schema");
        assertThat(JdbcClient.create(other)
                        .sql("SELECT id FROM notes")
                        .query(Integer.class)
                        .list())
                .containsExactly(7);
    }

    @TempDir
    static Path files;

    /** A new database in a file, as the app's: its tables are cached ones, not kept in memory alone. */
    private static DataSource database() {
        return new DriverManagerDataSource(
                "jdbc:h2:file:" + files.resolve("squashed-" + DATABASES.incrementAndGet()) + ";DB_CLOSE_DELAY=-1",
                "sa",
                "");
    }

    private static Flyway flyway(DataSource dataSource) {
        return Flyway.configure()
                .dataSource(dataSource)
                .locations("classpath:db/migration", "classpath:db/vendor/h2")
                .load();
    }

    /** Flyway's history, a line per version in order: its type and version (the schema's own row has none). */
    private static String history(DataSource dataSource) {
        return String.join(
                "\n",
                JdbcClient.create(dataSource)
                        .sql(
                                "SELECT \"type\" || ' ' || \"version\" FROM \"flyway_schema_history\" WHERE \"version\" IS NOT NULL ORDER BY \"installed_rank\"")
                        .query(String.class)
                        .list());
    }

    /** The schema as H2 writes it out, without Flyway's own table, the user and comments. */
    private static List<String> schema(DataSource dataSource) {
        return JdbcClient.create(dataSource)
                .sql("SCRIPT NODATA NOPASSWORDS NOSETTINGS")
                .query(String.class)
                .list()
                .stream()
                .filter(statement -> !statement.startsWith("--")
                        && !statement.startsWith("CREATE USER")
                        && !statement.contains("flyway_schema_history"))
                .map(statement -> statement.replace("CREATE CACHED TABLE", "CREATE TABLE"))
                .toList();
    }
}
