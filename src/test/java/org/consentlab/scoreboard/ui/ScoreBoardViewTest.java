package org.consentlab.scoreboard.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Input;
import com.vaadin.flow.component.html.NativeTableRow;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.List;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.fixit.Challenges;
import org.consentlab.fixit.FixIt;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.scoreboard.ContinueCodes;
import org.consentlab.scoreboard.ScoreBoard;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class ScoreBoardViewTest extends LabBrowserlessTest {

    @Autowired
    ToolCallService service;

    @Autowired
    ScoreBoard board;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    ContinueCodes codes;

    @Test
    void everyLabExerciseIsARowWithItsStarsOpenUntilTheRecordsShowItDone() {
        navigate(ScoreBoardView.class);
        for (int lab = 1; lab <= 8; lab++) {
            NativeTableRow row = row("lab-" + lab);
            assertThat(row.getElement().getAttribute("data-state")).isEqualTo("open");
            assertThat(Integer.parseInt(row.getElement().getAttribute("data-difficulty")))
                    .isBetween(1, 6);
        }
        Challenges.declared()
                .forEach(challenge -> assertThat(row(FixIt.exerciseId(challenge.name()))
                                .getElement()
                                .getAttribute("data-state"))
                        .isEqualTo("open"));
        assertThat(Challenges.declared()).hasSize(13);
        assertThat(total()).startsWith("0 of 21 exercises done (0 %) · 0 of ");
        assertThat(find(NativeTableRow.class)
                        .id("score-board-row-lab-8")
                        .getElement()
                        .getTextRecursively())
                .contains("6 of 6", "decisions");

        finishLabOne(sessionSandbox());
        navigate(ScoreBoardView.class);

        assertThat(row("lab-1").getElement().getAttribute("data-state")).isEqualTo("done");
        assertThat(total()).startsWith("1 of 21 exercises done (4 %) · 100 of ");
        assertThat(row("lab-1").getElement().getTextRecursively()).doesNotContain("Flag", "not yet");
    }

    @Test
    void theFiltersHideRowsByStatusDifficultyAndCategory() {
        finishLabOne(sessionSandbox());
        navigate(ScoreBoardView.class);
        press("filter-status-done");
        assertThat(visibleRows()).containsExactly("score-board-row-lab-1");
        assertThat(find(Button.class).id("filter-status-done").getElement().getAttribute("aria-pressed"))
                .isEqualTo("true");
        assertThat(find(Button.class).id("filter-status-all").getElement().getAttribute("aria-pressed"))
                .isEqualTo("false");
        press("filter-status-open");
        press("filter-category-consent-gradient");
        assertThat(visibleRows()).containsExactly("score-board-row-lab-2", "score-board-row-lab-3");
        press("filter-category-all");
        press("filter-difficulty-6");
        assertThat(visibleRows()).containsExactly("score-board-row-lab-8");
    }

    @Test
    void theContinueCodeRestoresInAnotherSandboxAndATamperedOneIsRefusedInWords() {
        SandboxId elsewhere = sandboxes.create();
        finishLabOne(elsewhere);
        board.revealNext(elsewhere, "lab-6");
        String code = codes.codeFor(elsewhere);
        navigate(ScoreBoardView.class);
        String own = find(Span.class).id("continue-code").getText();
        assertThat(own).as("this sandbox's own code").isNotEqualTo(code).contains(".");

        String tampered = code.replaceFirst("^.", code.startsWith("d") ? "e" : "d");
        restore(tampered);
        assertThat(result()).contains("not signed by this Consent Lab server", "Nothing was restored");
        assertThat(row("lab-1").getElement().getAttribute("data-state")).isEqualTo("open");

        restore(code);
        assertThat(result()).contains("Restored as done: lab-1.", "Hints restored as used: 1.");
        assertThat(row("lab-1").getElement().getAttribute("data-state")).isEqualTo("done");
        assertThat(row("lab-1").getElement().getTextRecursively()).contains("done (restored)");
        assertThat(row("lab-6").getElement().getTextRecursively()).contains("1 of 3");
        assertThat(find(Span.class).id("continue-code").getText())
                .as("the code follows what was restored")
                .isNotEqualTo(own);
    }

    private void restore(String code) {
        find(Input.class).id("continue-code-input").setValue(code);
        test(find(Button.class).id("continue-code-restore")).click();
    }

    private String result() {
        return find(Paragraph.class).id("continue-code-result").getText();
    }

    private void finishLabOne(SandboxId sandbox) {
        invoke(sandbox, "{\"sku\":\"MUG-01\",\"quantity\":1}");
        invoke(sandbox, "{\"sku\":\"MUG-01\",\"quantity\":\"many\"}");
    }

    private void invoke(SandboxId sandbox, String args) {
        service.invoke(new ToolCallRequest(
                sandbox, Channel.INSPECTOR, "inspector", "add_to_cart", args, null, "s", "/labs/registration"));
    }

    private NativeTableRow row(String id) {
        return find(NativeTableRow.class).id("score-board-row-" + id);
    }

    private String total() {
        return find(Paragraph.class).id("score-board-total").getText();
    }

    private void press(String id) {
        test(find(Button.class).id(id)).click();
    }

    private List<String> visibleRows() {
        return find(NativeTableRow.class).all().stream()
                .filter(row -> row.getId().orElse("").startsWith("score-board-row-") && row.isVisible())
                .map(row -> row.getId().orElseThrow())
                .toList();
    }
}
