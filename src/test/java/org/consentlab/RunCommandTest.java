package org.consentlab;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The docs' run commands, as the packaged-jar tests and the bench read them. */
class RunCommandTest {

    @Test
    void theReadmesOptionsNameTheCacheTheyAreGiven() {
        assertThat(RunCommand.readme().jvmOptions(Path.of("elsewhere.aot")))
                .contains("-XX:AOTCache=elsewhere.aot")
                .noneMatch(option -> option.startsWith("-XX:AOTCache=target"))
                .doesNotContain("-jar");
    }

    @Test
    void theWorkshopsOptionsWithoutItsCacheKeepTheRoomsHeap() {
        assertThat(RunCommand.workshop().jvmOptionsWithoutCache())
                .contains("-Xms1g", "-Xmx1g", "-XX:+UseStringDeduplication", "-XX:+UseTransparentHugePages")
                .noneMatch(option -> option.startsWith("-XX:AOTCache="))
                .doesNotContain("-jar");
    }
}
