package org.consentlab.postgres;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real PostgreSQL server for the tests: Debian's {@code postgresql} binaries, started once per
 * test JVM in a throw-away data directory on a free loopback port, and stopped when the JVM ends.
 * PostgreSQL refuses to run as root, so under root it runs as the {@code postgres} system user.
 */
public final class ThrowawayPostgres {

    public static final String USER = "consentlab";

    private static ThrowawayPostgres running;

    private final Path binaries;
    private final Path home;
    private final int port;

    private ThrowawayPostgres(Path binaries, Path home, int port) {
        this.binaries = binaries;
        this.home = home;
        this.port = port;
    }

    public static synchronized ThrowawayPostgres get() {
        if (running == null) {
            running = start();
        }
        return running;
    }

    /** A JDBC URL for the named database, created empty on first use. */
    public synchronized String urlFor(String database) {
        if (!database.matches("[a-z0-9_]{1,60}")) {
            throw new IllegalArgumentException("database name " + database);
        }
        try (var connection = DriverManager.getConnection(url("postgres"), USER, "");
                var exists = connection.prepareStatement("SELECT 1 FROM pg_database WHERE datname = ?")) {
            exists.setString(1, database);
            if (!exists.executeQuery().next()) {
                connection.createStatement().execute("CREATE DATABASE " + database);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not create database " + database, e);
        }
        return url(database);
    }

    public int port() {
        return port;
    }

    private String url(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    private static ThrowawayPostgres start() {
        try {
            Path binaries = installedBinaries();
            Path home = Files.createTempDirectory("consentlab-pg");
            boolean root = "root".equals(System.getProperty("user.name"));
            if (root) {
                run(List.of("chown", "postgres", home.toString()));
            }
            int port = freePort();
            Path data = home.resolve("data");
            run(asServerUser(
                    root,
                    binaries.resolve("initdb").toString(),
                    "-D",
                    data.toString(),
                    "-U",
                    USER,
                    "--auth=trust",
                    "-E",
                    "UTF8",
                    "--no-sync"));
            run(asServerUser(
                    root,
                    binaries.resolve("pg_ctl").toString(),
                    "-D",
                    data.toString(),
                    "-w",
                    "-l",
                    home.resolve("server.log").toString(),
                    "-o",
                    "-p " + port + " -k " + home + " -c listen_addresses=127.0.0.1 -c fsync=off "
                            + "-c max_connections=300",
                    "start"));
            var server = new ThrowawayPostgres(binaries, home, port);
            Runtime.getRuntime().addShutdownHook(new Thread(() -> server.stop(root)));
            return server;
        } catch (IOException e) {
            throw new IllegalStateException("could not start a throw-away PostgreSQL server", e);
        }
    }

    private void stop(boolean root) {
        try {
            run(asServerUser(
                    root,
                    binaries.resolve("pg_ctl").toString(),
                    "-D",
                    home.resolve("data").toString(),
                    "-m",
                    "immediate",
                    "stop"));
            try (Stream<Path> files = Files.walk(home)) {
                files.sorted(Comparator.reverseOrder())
                        .forEach(path -> path.toFile().delete());
            }
        } catch (IOException | RuntimeException e) {
            // The JVM is ending; a leftover temp directory is all that remains.
        }
    }

    /** The newest installed server, e.g. /usr/lib/postgresql/15/bin (Debian's postgresql package). */
    private static Path installedBinaries() throws IOException {
        Path root = Path.of("/usr/lib/postgresql");
        if (Files.isDirectory(root)) {
            try (Stream<Path> versions = Files.list(root)) {
                var newest = versions.map(v -> v.resolve("bin"))
                        .filter(bin -> Files.isExecutable(bin.resolve("pg_ctl")))
                        .max(Comparator.comparing(bin ->
                                Integer.parseInt(bin.getParent().getFileName().toString())));
                if (newest.isPresent()) {
                    return newest.get();
                }
            }
        }
        throw new IllegalStateException("No PostgreSQL server found under /usr/lib/postgresql: install Debian's "
                + "postgresql package (bash .ci/run does) to run the database tests on PostgreSQL");
    }

    private static List<String> asServerUser(boolean root, String... command) {
        var line = new ArrayList<String>();
        if (root) {
            line.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        line.addAll(List.of(command));
        return line;
    }

    private static void run(List<String> command) throws IOException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        try {
            String output = new String(process.getInputStream().readAllBytes());
            if (!process.waitFor(60, TimeUnit.SECONDS) || process.exitValue() != 0) {
                throw new IOException(String.join(" ", command) + " failed:\n" + output);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    private static int freePort() throws IOException {
        try (var socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }
}
