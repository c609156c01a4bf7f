package org.consentlab.demo.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.router.RouterLink;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.instructor.FailureMode;
import org.junit.jupiter.api.Test;

/** A demo page in the browser's place: its ids, the run, and verdicts graded on each twin's wire. */
class DemoViewTest extends LabBrowserlessTest {

    @Test
    void noIdempotencyShowsTwoEffectsBesideOne() {
        navigate("demo/no-idempotency", DemoView.class);
        assertThat(verdict("demo-wrong-verdict")).isEqualTo("not run yet");
        assertThat(find(Paragraph.class).id("demo-progress").getElement().getAttribute("data-run"))
                .isEqualTo("idle");
        assertThat(find(Paragraph.class).id("demo-symptom").getText()).contains("The server performs it twice");

        test(find(Button.class).id("demo-run")).click();
        await(
                "both verdicts",
                () -> !verdict("demo-wrong-verdict").equals("running")
                        && !verdict("demo-correct-verdict").equals("running"));

        assertThat(verdict("demo-wrong-verdict")).isEqualTo("FAIL");
        assertThat(verdict("demo-correct-verdict")).isEqualTo("PASS");
        assertThat(wireItems("demo-wrong-wire")).isEqualTo(2);
        assertThat(wireItems("demo-correct-wire")).isEqualTo(1);
        assertThat(find(Paragraph.class).id("demo-progress").getText()).startsWith("Done.");
        assertThat(find(Paragraph.class).id("demo-progress").getElement().getAttribute("data-run"))
                .isEqualTo("done");
        assertThat(find(Button.class).id("demo-run").isEnabled()).isTrue();
    }

    @Test
    void theIndexLinksEveryMode() {
        navigate(DemoIndexView.class);
        for (FailureMode mode : FailureMode.values()) {
            assertThat(find(RouterLink.class).id("demo-link-" + mode.label()).getHref())
                    .isEqualTo("demo/" + mode.label());
        }
    }

    private String verdict(String id) {
        return find(Span.class).id(id).getText();
    }

    private long wireItems(String id) {
        return find(UnorderedList.class)
                .id(id)
                .getChildren()
                .filter(ListItem.class::isInstance)
                .filter(item -> item.getElement().getText().contains("POST /api/reports/RPT-31/archive"))
                .count();
    }
}
