package org.consentlab.postgres;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.springframework.boot.EnvironmentPostProcessor;
import org.springframework.boot.SpringApplication;
import org.springframework.core.Ordered;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.env.Profiles;

/**
 * Under the {@code postgres} profile, every application a test starts gets its own database on
 * the throw-away PostgreSQL server, as each gets its own in-memory H2 database otherwise. A test
 * that names an H2 file to start the app on again (a restart) gets the same database each time,
 * and so do apps started with the same {@value #DATABASE}.
 */
public class PostgresTestDatabases implements EnvironmentPostProcessor, Ordered {

    /** Names the database, so that several apps (nodes) started by one test share it. */
    public static final String DATABASE = "consentlab.test.database";

    private static final AtomicInteger contexts = new AtomicInteger();

    @Override
    public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
        if (!environment.acceptsProfiles(Profiles.of("postgres"))) {
            return;
        }
        String configured = environment.getProperty("spring.datasource.url", "");
        String named = environment.getProperty(DATABASE);
        String database = named != null
                ? named
                : configured.startsWith("jdbc:h2:file:")
                        ? "restart_" + digest(configured)
                        : "test_" + ProcessHandle.current().pid() + "_" + contexts.incrementAndGet();
        environment
                .getPropertySources()
                .addFirst(new MapPropertySource(
                        "throwaway-postgres",
                        Map.of(
                                "spring.datasource.url",
                                ThrowawayPostgres.get().urlFor(database),
                                "spring.datasource.username",
                                ThrowawayPostgres.USER,
                                "spring.datasource.password",
                                "")));
    }

    @Override
    public int getOrder() {
        return Ordered.LOWEST_PRECEDENCE;
    }

    private static String digest(String text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
