package org.consentlab;

import org.consentlab.base.StartupRefusal;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.scheduling.annotation.EnableScheduling;

@SpringBootApplication
@EnableScheduling
public class Application {

    public static void main(String[] args) {
        try {
            SpringApplication.run(Application.class, args);
        } catch (RuntimeException failure) {
            // A failed start must end the process: threads started before the failure (the MCP
            // SDK 2.2.0's non-daemon session sweeper among them) would otherwise keep the JVM
            // alive, and a supervisor would never see that the app is not serving.
            System.err.println(StartupRefusal.lineFor(failure));
            System.exit(1);
        }
    }
}
