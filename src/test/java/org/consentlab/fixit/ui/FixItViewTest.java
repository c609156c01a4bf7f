package org.consentlab.fixit.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.RouterLink;
import java.util.Set;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.fixit.Challenges;
import org.consentlab.fixit.FixIt;
import org.consentlab.i18n.Language;
import org.consentlab.i18n.Texts;
import org.consentlab.instructor.FailureMode;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/** A challenge in the browser's place: a wrong find, a right one, a wrong fix, the right one, graded and recorded. */
class FixItViewTest extends LabBrowserlessTest {

    @Autowired
    Challenges challenges;

    @Autowired
    FixIt fixIt;

    @Autowired
    Sandboxes sandboxes;

    @Test
    void noGateWrongThenRightThenTheTwinsRun() {
        Challenges.Prepared noGate = challenges.prepared("no-gate").orElseThrow();
        Set<Integer> culprits = noGate.snippet().culprits();
        navigate("fix-it/no-gate", FixItView.class);
        assertThat(shown("fixit-fix-check")).isFalse();
        assertThat(status()).isEqualTo("open");

        line(1).click();
        test(find(Button.class).id("fixit-find-check")).click();
        assertThat(result().getElement().getAttribute("data-right")).isEqualTo("false");
        assertThat(result().getText()).startsWith("Not these");
        assertThat(shown("fixit-fix-check")).isFalse();

        line(1).click(); // unmarks it
        int first = culprits.stream().min(Integer::compare).orElseThrow();
        line(first).click();
        test(find(Button.class).id("fixit-find-check")).click();
        assertThat(result().getText()).startsWith("Close, not yet: the line you marked lets the agent through");

        culprits.stream().filter(n -> n != first).forEach(n -> line(n).click());
        assertThat(find(NativeButton.class)
                        .id("fixit-line-" + first)
                        .getElement()
                        .getAttribute("aria-pressed"))
                .isEqualTo("true");
        test(find(Button.class).id("fixit-find-check")).click();
        assertThat(result().getText()).startsWith("Found:").contains(FailureMode.NO_GATE.wrongDesign());
        assertThat(shown("fixit-fix-check")).isTrue();
        assertThat(shown("demo-run")).isFalse();

        int right = noGate.right() + 1;
        int wrong = right == 1 ? 2 : 1;
        test(find(NativeButton.class).id("fixit-fix-" + wrong)).click();
        test(find(Button.class).id("fixit-fix-check")).click();
        assertThat(result().getText()).startsWith("Not this one.");
        assertThat(status()).isEqualTo("open");

        test(find(NativeButton.class).id("fixit-fix-" + right)).click();
        assertThat(find(NativeButton.class)
                        .id("fixit-fix-" + wrong)
                        .getElement()
                        .getAttribute("aria-pressed"))
                .isEqualTo("false");
        test(find(Button.class).id("fixit-fix-check")).click();
        assertThat(result().getText()).isEqualTo("Right: this fix holds. " + FailureMode.NO_GATE.fix());
        assertThat(status()).isEqualTo("done");
        assertThat(shown("demo-run")).isTrue();

        test(find(Button.class).id("demo-run")).click();
        await(
                "both verdicts",
                () -> !verdict("demo-wrong-verdict").equals("running")
                        && !verdict("demo-correct-verdict").equals("running"));
        assertThat(verdict("demo-wrong-verdict")).isEqualTo("FAIL");
        assertThat(verdict("demo-correct-verdict")).isEqualTo("PASS");

        navigate(FixItIndexView.class);
        assertThat(find(Span.class).id("fixit-status-no-gate").getText()).isEqualTo("done");
        assertThat(find(Span.class).id("fixit-status-one-function").getText()).isEqualTo("open");
    }

    @Test
    void aFixCannotBeCheckedBeforeTheLinesAreFoundNorCountWhenWrong() {
        SandboxId sandbox = sandboxes.create();
        Challenges.Prepared wrongRow = challenges.prepared("wrong-row").orElseThrow();
        int right = wrongRow.right() + 1;
        assertThat(fixIt.fix(sandbox, "wrong-row", right).words()).startsWith("Find the lines first");
        assertThat(fixIt.find(sandbox, "wrong-row", Set.of()).right()).isFalse();
        assertThat(fixIt.found(sandbox, "wrong-row")).isFalse();

        assertThat(fixIt.find(sandbox, "wrong-row", wrongRow.snippet().culprits())
                        .right())
                .isTrue();
        assertThat(fixIt.fix(sandbox, "wrong-row", 0).right()).isFalse();
        assertThat(fixIt.fix(sandbox, "wrong-row", right == 1 ? 2 : 1).right()).isFalse();
        assertThat(fixIt.solved(sandbox)).isEmpty();
        assertThat(fixIt.fix(sandbox, "wrong-row", right).right()).isTrue();
        assertThat(fixIt.solved(sandbox)).containsExactly("wrong-row");
        assertThat(fixIt.progress(sandbox, "wrong-row").done()).isTrue();

        sandboxes.reset(sandbox);
        assertThat(fixIt.solved(sandbox)).isEmpty();
        assertThat(fixIt.found(sandbox, "wrong-row")).isFalse();
    }

    @Test
    void theIndexLinksEveryFailureMode() {
        navigate(FixItIndexView.class);
        for (FailureMode mode : FailureMode.values()) {
            assertThat(find(RouterLink.class).id("fixit-" + mode.label()).getHref())
                    .isEqualTo("fix-it/" + mode.label());
        }
    }

    private com.vaadin.flow.component.html.NativeButtonTester line(int number) {
        return test(find(NativeButton.class).id("fixit-line-" + number));
    }

    private Paragraph result() {
        return find(Paragraph.class).id("fixit-result");
    }

    private boolean shown(String buttonId) {
        return find(Button.class).withId(buttonId).exists();
    }

    private String status() {
        return find(Span.class).id("exercise-status").getText();
    }

    private String verdict(String id) {
        return find(Span.class).id(id).getText();
    }

    /**
     * In Arabic, by key: a near miss counts its lines with the language's plural forms, the code stays code
     * (never translated, left to right), and the right fix is the failure mode's fix in Arabic.
     */
    @Test
    void aChallengeInArabicCountsWithArabicPluralsAndKeepsItsCodeLeftToRight() {
        UI.getCurrent().setLocale(Language.ARABIC.locale());
        Challenges.Prepared noGate = challenges.prepared("no-gate").orElseThrow();
        navigate("fix-it/no-gate", FixItView.class);
        var code = find(com.vaadin.flow.component.html.OrderedList.class).id("fixit-code");
        assertThat(code.getElement().getAttribute("translate")).isEqualTo("no");
        assertThat(code.getElement().getAttribute("dir")).isEqualTo("ltr");
        Set<Integer> culprits = noGate.snippet().culprits();
        int culprit = culprits.iterator().next();
        int other = noGate.snippet().lines().stream()
                .filter(line -> !line.text().isBlank() && !culprits.contains(line.number()))
                .findFirst()
                .orElseThrow()
                .number();
        int missing = culprits.size() - 1;
        line(culprit).click();
        line(other).click();
        test(find(Button.class).id("fixit-find-check")).click();
        assertThat(result().getText())
                .isEqualTo(Texts.t(
                        "fixit.near.close",
                        Texts.t("fixit.near.close-some", 1, 2),
                        Texts.t("fixit.near.extra", 1),
                        missing == 0 ? "" : Texts.t("fixit.near.missing", missing)))
                .contains("سطر واحد");
        line(other).click();
        culprits.stream()
                .filter(number -> number != culprit)
                .forEach(number -> line(number).click());
        test(find(Button.class).id("fixit-find-check")).click();
        assertThat(result().getText()).isEqualTo(Texts.t("fixit.graded.found", FailureMode.NO_GATE.wrongDesign()));
        assertThat(FailureMode.NO_GATE.wrongDesign()).doesNotContain("runtime gate");
    }
}
