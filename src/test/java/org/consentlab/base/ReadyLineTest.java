package org.consentlab.base;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import org.consentlab.AppProcess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one line that says where to open the app, with the address and port it really bound. */
class ReadyLineTest {

    @TempDir
    Path data;

    @Test
    void aStartedAppNamesTheAddressItListensOnOnce() throws Exception {
        try (AppProcess app = AppProcess.start(
                data.resolve("logs"),
                "--server.address=127.0.0.1",
                "--spring.datasource.url=jdbc:h2:file:" + data.resolve("db") + ";AUTO_SERVER=FALSE")) {
            app.awaitReady(Duration.ofMinutes(4));
            String ready = "Consent Lab is ready at http://127.0.0.1:" + app.port() + "/";
            // The server answers a moment before the ready event: wait for the line rather than race it.
            for (int i = 0; i < 300 && !app.output().contains(ready); i++) {
                Thread.sleep(100);
            }
            assertThat(app.output().lines().filter(l -> l.contains("Consent Lab is ready at")))
                    .as(app.output())
                    .singleElement()
                    .asString()
                    .endsWith(ready);
        }
    }

    @Test
    void anIpv6AddressIsBracketedAndEveryInterfaceNamesThisMachine() {
        assertThat(ReadyLine.line("::1", 8080)).isEqualTo("Consent Lab is ready at http://[::1]:8080/");
        assertThat(ReadyLine.line("0.0.0.0", 8080))
                .startsWith("Consent Lab is ready at http://")
                .doesNotContain("0.0.0.0")
                .endsWith(":8080/ (listening on every address of this machine)");
    }
}
