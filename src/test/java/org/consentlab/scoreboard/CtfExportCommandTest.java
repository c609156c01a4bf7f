package org.consentlab.scoreboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.consentlab.AppProcess;
import org.consentlab.fixit.FixItCatalogue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code java -jar consent-lab.jar --export-ctf=… --out=FILE}, run as its own process: it writes the
 * same export the instructor downloads and exits 0, and never listens on the port it was given.
 */
class CtfExportCommandTest {

    @TempDir
    Path dir;

    @Test
    void theCommandLineWritesTheCtfdExportExitsZeroAndOpensNoPort() throws Exception {
        Path out = dir.resolve("ctfd.csv");
        AtomicBoolean listened = new AtomicBoolean();
        try (AppProcess app = AppProcess.start(
                dir.resolve("logs"),
                "--export-ctf=ctfd",
                "--out=" + out,
                "--consentlab.ctf.key=" + CtfExportTest.KEY)) {
            Thread watcher = Thread.ofVirtual().start(() -> {
                try {
                    while (true) {
                        listened.compareAndSet(false, answers(app.port));
                        Thread.sleep(50);
                    }
                } catch (InterruptedException done) {
                    // The command exited.
                }
            });
            Integer status = app.awaitExit(Duration.ofMinutes(2));
            watcher.interrupt();
            assertThat(status).as("exit status; output:%n%s", app.output()).isZero();
        }
        assertThat(listened)
                .as("something listened on the port the command was given")
                .isFalse();
        String expected = new CtfExport(
                        List.of(new LabCatalogue(), new FixItCatalogue()), new CtfKey(CtfExportTest.KEY))
                .export(CtfExport.Format.CTFD);
        assertThat(Files.readString(out, StandardCharsets.UTF_8)).isEqualTo(expected);
    }

    @Test
    void withoutAKeyOrWithAnUnknownFormatItWritesNothingAndSaysWhy() throws Exception {
        Path out = dir.resolve("none.json");
        try (AppProcess app = AppProcess.start(dir.resolve("logs"), "--export-ctf=json", "--out=" + out)) {
            assertThat(app.awaitExit(Duration.ofMinutes(2))).isEqualTo(2);
            assertThat(app.output()).contains("set consentlab.ctf.key");
        }
        try (AppProcess app = AppProcess.start(dir.resolve("logs"), "--export-ctf=fbctf", "--out=" + out)) {
            assertThat(app.awaitExit(Duration.ofMinutes(2))).isEqualTo(2);
            assertThat(app.output()).contains("--export-ctf takes ctfd, json or rootthebox");
        }
        assertThat(out).doesNotExist();
    }

    private static boolean answers(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 200);
            return true;
        } catch (IOException refused) {
            return false;
        }
    }
}
