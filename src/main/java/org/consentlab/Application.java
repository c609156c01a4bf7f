package org.consentlab;

import org.consentlab.base.StartupRefusal;
import org.consentlab.scoreboard.CtfExportCommand;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.scheduling.annotation.EnableScheduling;

@SpringBootApplication
@EnableScheduling
public class Application {

    /**
     * Tomcat's working buffers of each websocket (its input, its output and the text encoder's),
     * 8 KiB each by default. Every open page holds one websocket for push, and what is pushed to a
     * page is small redraws, so 1 KiB buffers (a larger message just takes more passes, as through
     * the socket's own 1 KiB buffer, {@code SocketBuffers}) save about 21 KiB per learner; 2 KiB
     * ones held 3 KiB a learner more. An operator's own -D setting wins.
     */
    static final String WEBSOCKET_BUFFER = "org.apache.tomcat.websocket.DEFAULT_BUFFER_SIZE";

    public static void main(String[] args) {
        if (CtfExportCommand.asked(args)) {
            // An export for a CTF platform, written without serving: no port, no database.
            System.exit(CtfExportCommand.run(args));
        }
        if (System.getProperty(WEBSOCKET_BUFFER) == null) {
            System.setProperty(WEBSOCKET_BUFFER, "1024");
        }
        try {
            SpringApplication.run(Application.class, args);
        } catch (SpringApplication.AbandonedRunException buildTimeRun) {
            // The build's AOT processing (process-aot) refreshes the context and abandons the run on purpose.
            throw buildTimeRun;
        } catch (RuntimeException failure) {
            // A failed start must end the process: threads started before the failure (the MCP
            // SDK 2.2.0's non-daemon session sweeper among them) would otherwise keep the JVM
            // alive, and a supervisor would never see that the app is not serving.
            System.err.println(StartupRefusal.lineFor(failure));
            System.exit(1);
        }
    }
}
