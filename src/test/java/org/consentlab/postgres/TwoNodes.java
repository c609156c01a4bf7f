package org.consentlab.postgres;

import java.util.ArrayList;
import java.util.List;
import org.consentlab.Application;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Two app nodes in this JVM, each with its own web server, pool and scheduler, on one database of
 * the throw-away PostgreSQL server: what two nodes behind a load balancer share, and only that.
 */
public record TwoNodes(ConfigurableApplicationContext a, ConfigurableApplicationContext b) implements AutoCloseable {

    public static TwoNodes start(String database, Class<?>[] extraConfig, String... args) {
        ConfigurableApplicationContext a = node(database, extraConfig, args);
        try {
            return new TwoNodes(a, node(database, extraConfig, args));
        } catch (RuntimeException e) {
            a.close();
            throw e;
        }
    }

    private static ConfigurableApplicationContext node(String database, Class<?>[] extraConfig, String... args) {
        var sources = new ArrayList<Class<?>>(List.of(Application.class));
        sources.addAll(List.of(extraConfig));
        var line = new ArrayList<>(List.of(
                "--spring.profiles.active=postgres",
                "--server.port=0",
                "--server.address=127.0.0.1",
                "--" + PostgresTestDatabases.DATABASE + "=" + database));
        line.addAll(List.of(args));
        return new SpringApplicationBuilder(sources.toArray(Class<?>[]::new)).run(line.toArray(String[]::new));
    }

    @Override
    public void close() {
        try (a) {
            b.close();
        }
    }
}
