package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.html.Paragraph;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.scoreboard.BoardExercise;
import org.consentlab.scoreboard.ScoreBoard;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * With the event's key, an exercise's flag can appear on any change of the sandbox's records, so
 * the hint panel hears every change: the flag appears while the page is open, as the agent
 * finishes the exercise. The panel checks its own exercise only, which must agree with the board.
 */
@SpringBootTest(properties = "consentlab.ctf.key=" + ExerciseFlagTest.KEY)
class ReadingPageFlagTest extends LabBrowserlessTest {

    @Autowired
    ToolCallService service;

    @Autowired
    ScoreBoard board;

    @Test
    void theFlagAppearsWhileThePageIsOpenAsTheAgentFinishesTheExercise() throws Exception {
        navigate(RegistrationLabView.class);
        SandboxId sandbox = sessionSandbox();
        assertThat(flagShown()).as("open: no flag").isFalse();

        fromAnotherThread(sandbox, Channel.INSPECTOR, "add_to_cart", "{\"sku\":\"MUG-01\",\"quantity\":1}");
        fromAnotherThread(sandbox, Channel.INSPECTOR, "add_to_cart", "{\"sku\":\"MUG-01\",\"quantity\":\"many\"}");
        await("the flag, without a reload", this::flagShown);

        assertThat(find(Paragraph.class).id("exercise-flag").getText()).matches("Flag: [0-9a-f]{64}");
    }

    /** The flag paragraph, visible (a hidden one is not found). */
    private boolean flagShown() {
        return find(Paragraph.class).withId("exercise-flag").exists();
    }

    @Test
    void theOneExercisesCheckAgreesWithTheBoardsRowForEveryExercise() throws Exception {
        navigate(RegistrationLabView.class);
        SandboxId sandbox = sessionSandbox();
        fromAnotherThread(sandbox, Channel.INSPECTOR, "add_to_cart", "{\"sku\":\"MUG-01\",\"quantity\":1}");
        fromAnotherThread(sandbox, Channel.INSPECTOR, "add_to_cart", "{\"sku\":\"MUG-01\",\"quantity\":\"many\"}");

        assertThat(board.done(sandbox, "lab-1")).isTrue();
        for (BoardExercise exercise : board.exercises()) {
            assertThat(board.done(sandbox, exercise.id()))
                    .as(exercise.id())
                    .isEqualTo(board.row(sandbox, exercise.id()).orElseThrow().done());
        }
    }

    private void fromAnotherThread(SandboxId sandbox, Channel channel, String tool, String args) throws Exception {
        CompletableFuture.runAsync(() -> service.invoke(new ToolCallRequest(
                        sandbox, channel, caller(channel), tool, args, null, "s", "/labs/registration")))
                .get(20, TimeUnit.SECONDS);
    }

    private static String caller(Channel channel) {
        return channel == Channel.INSPECTOR ? "inspector" : "mcp-client";
    }
}
