package org.consentlab.scoreboard;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Optional;
import org.consentlab.base.StartupRefusal;
import org.springframework.boot.Banner;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.ComponentScan;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.FilterType;

/**
 * {@code java -jar consent-lab.jar --export-ctf=ctfd|json|rootthebox --out=FILE}: writes the event's
 * export and exits, without serving. It starts only the exercise catalogues and the event key (read
 * from the same configuration as the app), in a context with no web server and no database, so it
 * runs beside a running app and opens no port.
 */
public final class CtfExportCommand {

    static final String EXPORT = "--export-ctf=";
    static final String OUT = "--out=";

    private CtfExportCommand() {}

    public static boolean asked(String[] args) {
        return option(args, EXPORT).isPresent();
    }

    /** Runs the export; the process's exit status: 0 written, 2 bad arguments or no key, 1 not written. */
    public static int run(String[] args) {
        Optional<String> out = option(args, OUT);
        CtfExport.Format format;
        try {
            format = CtfExport.Format.named(option(args, EXPORT).orElseThrow());
        } catch (IllegalArgumentException unknown) {
            System.err.println("--export-ctf takes ctfd, json or rootthebox");
            return 2;
        }
        if (out.isEmpty() || out.get().isBlank()) {
            System.err.println("--out=FILE names the file to write");
            return 2;
        }
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(ExportOnly.class)
                .web(WebApplicationType.NONE)
                .bannerMode(Banner.Mode.OFF)
                .logStartupInfo(false)
                .run(args)) {
            CtfExport export = context.getBean(CtfExport.class);
            if (!export.available()) {
                System.err.println("set " + CtfKey.PROPERTY + " (at least 32 bytes) to export flags");
                return 2;
            }
            Path file = Path.of(out.get());
            Files.writeString(file, export.export(format), StandardCharsets.UTF_8);
            System.out.println("Wrote the " + format.name().toLowerCase(java.util.Locale.ROOT) + " export to " + file);
            return 0;
        } catch (IOException failed) {
            System.err.println("Could not write " + out.get() + ": " + failed.getMessage());
            return 1;
        } catch (RuntimeException refused) {
            System.err.println(StartupRefusal.lineFor(refused));
            return 1;
        }
    }

    private static Optional<String> option(String[] args, String prefix) {
        return Arrays.stream(args)
                .filter(arg -> arg.startsWith(prefix))
                .map(arg -> arg.substring(prefix.length()))
                .reduce((first, last) -> last);
    }

    /** The catalogues (every feature's), the event key and the export: nothing that serves or stores. */
    @Configuration(proxyBeanMethods = false)
    @ComponentScan(
            basePackages = "org.consentlab",
            useDefaultFilters = false,
            includeFilters =
                    @ComponentScan.Filter(
                            type = FilterType.ASSIGNABLE_TYPE,
                            classes = {ExerciseCatalogue.class, CtfKey.class, CtfExport.class}))
    static class ExportOnly {}
}
