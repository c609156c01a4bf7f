package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Records once shown in English prose, in German and Arabic in Chromium: Lab 7 after an agent's
 * run (what the agent's script reported, what the defence saw) and the instructor's projector panel
 * with the path learners type. Each at
 * 1400×900 and 1024×768, with axe-core and no sideways scrolling; in Arabic the path reads
 * {@code /join}, its slash on the left. In the pseudo-locales, every word Lab 7 shows after a run and
 * after a run it closed comes from a bundle.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {"consentlab.agent.beat=PT0.1S", "consentlab.i18n.pseudo-locales=true"})
class RecordsInTheirLanguageIT {

    private static final List<Dimension> SIZES = List.of(new Dimension(1400, 900), new Dimension(1024, 768));

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Test
    void labSevenAndTheInstructorsPathReadInGermanAndArabic() throws Exception {
        List<String> violations = new ArrayList<>();
        for (String language : List.of("de", "ar")) {
            WebDriver browser = chromium.open("--accept-lang=" + language);

            // Lab 7: none × script-click, the agent's script presses Confirm from the page.
            browser.get(chromium.url("/labs/self-approval"));
            waitFor(browser).until(d -> present(d, "run-agent"));
            click(browser, "run-agent");
            waitFor(browser).until(d -> text(d, "defence-saw").startsWith("BROKEN."));
            // The script's report follows its click: it names the 1700 ms it waited, as the capability's description
            // does not.
            waitFor(browser).until(d -> text(d, "agent-did").contains("1700"));
            assertThat(text(browser, "defence-saw")).doesNotContain("Saw ", "Decided by");
            assertThat(text(browser, "agent-did")).doesNotContain("The agent dispatched");
            assertThat(browser.findElement(By.cssSelector("#defence-saw [lang='en']"))
                            .getText())
                    .as("what the decision did, the tool's answer, kept in English")
                    .isNotBlank();
            violations.addAll(looked(browser, language, "lab7-after-run", "agent-did"));

            // The instructor's projector panel with a class.
            browser.get(chromium.url("/instructor"));
            signIn(browser, "instructor", "teach-locally");
            waitFor(browser).until(d -> present(d, "class-name"));
            openClass(browser, "Klasse " + language);
            waitFor(browser).until(d -> present(d, "class-join-path"));
            assertThat(slashIsLeftOfJ(browser))
                    .as("%s: /join reads left to right", language)
                    .isTrue();
            violations.addAll(looked(browser, language, "instructor-join-path", "class-code-panel"));
        }
        assertThat(violations).isEmpty();
    }

    @Test
    void labSevensRecordsAreWordsOfTheBundlesInThePseudoLocales() throws Exception {
        List<String> hardCoded = new ArrayList<>();
        for (String pseudo : List.of("en-XA", "ar-XB")) {
            WebDriver browser = chromium.open("--accept-lang=" + pseudo);
            browser.get(chromium.url("/labs/self-approval"));
            waitFor(browser).until(d -> present(d, "run-agent"));
            click(browser, "run-agent");
            waitFor(browser).until(d -> text(d, "defence-saw").startsWith("BROKEN."));
            waitFor(browser).until(d -> text(d, "agent-did").contains("1700"));
            hardCoded.addAll(TranslatedPagesIT.hardCodedTexts(browser, pseudo + " Lab 7 after a run"));
            // A run the lab closed: trusted input waits for a hand, and the capability is changed before it.
            pick(browser, "agent-capability", "trusted-input");
            click(browser, "run-agent");
            waitFor(browser).until(d -> present(d, "self-approval-card"));
            pick(browser, "agent-capability", "script-click");
            waitFor(browser)
                    .until(d -> d.findElement(By.id("self-approval-closed")).isDisplayed());
            Thread.sleep(400);
            hardCoded.addAll(TranslatedPagesIT.hardCodedTexts(browser, pseudo + " Lab 7 after a run it closed"));
            screenshot(browser, "records-" + pseudo + "-lab7-closed");
        }
        assertThat(hardCoded).isEmpty();
    }

    /** Screenshots at both sizes with {@code id} in view, axe-core's violations, and no sideways scrolling. */
    private static List<String> looked(WebDriver browser, String language, String name, String id) throws Exception {
        List<String> violations = new ArrayList<>();
        for (Dimension size : SIZES) {
            viewport(browser, size);
            ((JavascriptExecutor) browser)
                    .executeScript("document.getElementById(arguments[0]).scrollIntoView({block: 'center'})", id);
            Thread.sleep(400);
            String page = language + " " + name + " at " + size.getWidth();
            screenshot(browser, "records-" + language + "-" + name + "-" + size.getWidth());
            violations.addAll(AxeCheck.violations(browser, page));
            assertThat(sidewaysOverflow(browser))
                    .as("%s scrolls sideways by", page)
                    .isLessThanOrEqualTo(0);
        }
        viewport(browser, SIZES.getFirst());
        return violations;
    }

    /** Where the browser draws the path's slash and its {@code j}: left to right, the slash comes first. */
    private static boolean slashIsLeftOfJ(WebDriver browser) {
        return (Boolean) ((JavascriptExecutor) browser).executeScript("""
                        const text = document.getElementById('class-join-path').firstChild;
                        const at = i => { const r = document.createRange(); r.setStart(text, i); r.setEnd(text, i + 1);
                                          return r.getBoundingClientRect().left; };
                        return at(0) < at(1);""");
    }
}
