package org.consentlab.bench;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Properties;

/**
 * The embedded database URL the app ships with (its {@code application.properties}), pointed at a
 * file of the bench's own, so that every part measures the shipped H2 settings and a change of
 * them needs no change here. {@code -Dbench.h2.options=...} replaces the options for a what-if run.
 */
final class ShippedH2 {

    private ShippedH2() {}

    static String url(Path file) {
        String options = System.getProperty("bench.h2.options", shippedOptions());
        return "jdbc:h2:file:" + file + (options.isEmpty() ? "" : ";" + options);
    }

    private static String shippedOptions() {
        Properties shipped = new Properties();
        try (InputStream in = ShippedH2.class.getResourceAsStream("/application.properties")) {
            shipped.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        String url = shipped.getProperty("spring.datasource.url");
        int options = url.indexOf(';');
        return options < 0 ? "" : url.substring(options + 1);
    }
}
