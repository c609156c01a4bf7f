package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import com.vaadin.flow.i18n.I18NProvider;
import java.util.List;
import java.util.Locale;
import org.consentlab.consent.ConsentGates;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Cookie;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.virtualauthenticator.VirtualAuthenticator;
import org.openqa.selenium.virtualauthenticator.VirtualAuthenticatorOptions;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * An approver's yes that no agent can give, in three browsers: the instructor makes a class whose
 * approvers approve irreversible-unbounded calls with their own passkey; a learner of that class
 * consents to Lab 5's delete_account; an approver signed in at /approvals in a browser of their own
 * first presses Approve with no passkey (refused in words, nothing on the wire, the call still
 * pending), then registers a passkey with a virtual authenticator and approves with it, both from
 * the keyboard alone, and the DELETE is on the learner's wire after the decision.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class ApproverPasskeyIT {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Autowired
    ConsentGates gates;

    @Autowired
    I18NProvider texts;

    @Test
    void theClassAsksForTheApproversPasskeyAndOnlyItsSignatureLetsTheCallLeave() throws Exception {
        String code = aClassAskingForApproversPasskeys();
        WebDriver learner = aLearnerAwaitingAnApprover(chromium, code, "Ada");

        ChromeDriver approver = chromium.open();
        VirtualAuthenticator authenticator = approver.addVirtualAuthenticator(new VirtualAuthenticatorOptions()
                .setProtocol(VirtualAuthenticatorOptions.Protocol.CTAP2)
                .setTransport(VirtualAuthenticatorOptions.Transport.INTERNAL)
                .setHasUserVerification(true)
                .setIsUserVerified(true)
                .setIsUserConsenting(true));
        // A passkey needs a domain: WebAuthn refuses an IP address as the site's RP id.
        approver.get(chromium.url("/approvals").replace("127.0.0.1", "localhost"));
        signIn(approver, "approver", "approve-locally");
        waitFor(approver).until(d -> present(d, "approver-class-code"));
        approver.findElement(By.cssSelector("#approver-class-code input"))
                .sendKeys(code, org.openqa.selenium.Keys.ENTER);
        String item = approvalItemOf(learner, approver);
        long gate = Long.parseLong(item.substring("approval-item-".length()));
        click(approver, item);
        waitFor(approver).until(d -> present(d, "approval-passkey"));
        assertThat(present(approver, "approver-passkey-list")).isFalse();
        assertThat(text(approver, "approver-passkey")).contains("No passkey registered yet.");

        // Approve with no passkey registered: refused, in words, and nothing done.
        Keyboard.activate(approver, "approval-approve");
        waitFor(approver).until(d -> text(d, "approval-decision-result").contains("you have none registered"));
        stillPending(learner, gate);
        refusedInGermanAndArabic(approver, item);
        stillPending(learner, gate);

        // Register by keyboard: the authenticator makes the approver's passkey.
        Keyboard.activate(approver, "approver-passkey-register");
        waitFor(approver).until(d -> text(d, "approver-passkey-result").startsWith("Registered"));
        assertThat(Keyboard.liveRegion(approver)).startsWith("Registered");
        assertThat(authenticator.getCredentials()).hasSize(1);
        assertThat(text(approver, "approver-passkey-list"))
                .contains("credential ")
                .contains("counter ");
        screenshots(approver, "approvals-passkey-registered", "approver-passkey");
        screenshots(approver, "approvals-passkey-pending", "approval-passkey");

        // Approve by keyboard: the page asks the authenticator, which signs this call's challenge.
        waitFor(approver).until(d -> present(d, item));
        Keyboard.activate(approver, "approval-approve");
        waitFor(approver).until(d -> text(d, "approval-decision-result").contains("DELETED"));
        assertThat(text(approver, "approval-decision-result")).contains("Saw your passkey's assertion");
        assertThat(Keyboard.liveRegion(approver)).startsWith("Asking your authenticator to sign your approval");
        assertThat(authenticator.getCredentials().getFirst().getSignCount()).isPositive();
        screenshots(approver, "approvals-passkey-approved", "approval-decision-result");

        JsonNode export = exported(learner);
        JsonNode decided = export.get("gates").get(0);
        assertThat(decided.get("decidedBy").asString()).isEqualTo("approver");
        assertThat(export.get("wire")).singleElement().satisfies(w -> {
            assertThat(w.get("method").asString() + " " + w.get("path").asString())
                    .isEqualTo("DELETE /api/account");
            assertThat(w.get("seq").asLong())
                    .isGreaterThan(decided.get("decisionSeq").asLong());
        });
        assertThat(export.get("sandbox").get("account").asString()).isEqualTo("DELETED");
        assertThat(gates.find(gate).orElseThrow().pending()).isFalse();
    }

    /**
     * The same refusal in German and in Arabic (the remembered language, the page read again): the
     * passkey step's words and the refusal are the bundles' own; then back to English.
     */
    private void refusedInGermanAndArabic(WebDriver approver, String item) throws Exception {
        for (String language : List.of("de", "ar", "en")) {
            approver.manage().addCookie(new Cookie("consentlab-language", language));
            approver.navigate().refresh();
            waitFor(approver)
                    .until(d ->
                            language.equals(d.findElement(By.tagName("html")).getDomAttribute("lang"))
                                    && present(d, item));
            click(approver, item);
            waitFor(approver).until(d -> present(d, "approval-passkey"));
            if (language.equals("en")) {
                return;
            }
            Locale locale = Locale.forLanguageTag(language);
            Keyboard.activate(approver, "approval-approve");
            String refused = texts.getTranslation(
                    "passkey.approver.none-registered", locale, texts.getTranslation("approval.passkey.title", locale));
            waitFor(approver).until(d -> text(d, "approval-decision-result").equals(refused));
            assertThat(text(approver, "approver-passkey"))
                    .contains(texts.getTranslation("approval.passkey.none", locale));
            screenshots(approver, "approvals-passkey-refused-" + language, "approval-decision-result");
        }
    }

    /** The instructor signs in, makes a class and picks the passkey for irreversible-unbounded calls; its join code. */
    private String aClassAskingForApproversPasskeys() throws Exception {
        WebDriver instructor = chromium.open();
        instructor.get(chromium.url("/instructor"));
        signIn(instructor, "instructor", "teach-locally");
        waitFor(instructor).until(d -> present(d, "class-name"));
        String code = openClass(instructor, "Passkey workshop");
        pick(instructor, "class-approver-passkey", "Yes, for irreversible-unbounded calls");
        waitFor(instructor)
                .until(d -> text(d, "class-approver-passkey-saved")
                        .equals("Saved: approvals of irreversible-unbounded calls need the approver's passkey."));
        return code;
    }

    private void stillPending(WebDriver learner, long gate) {
        JsonNode export = exported(learner);
        assertThat(export.get("wire")).isEmpty();
        assertThat(export.get("sandbox").get("account").asString()).isEqualTo("ACTIVE");
        assertThat(gates.find(gate).orElseThrow().pending()).isTrue();
    }

    /** The step at both sizes, scrolled to {@code id}, into target/screenshots; nothing scrolls sideways. */
    private static void screenshots(WebDriver browser, String name, String id) throws Exception {
        for (Dimension size : List.of(new Dimension(1400, 900), new Dimension(1024, 768))) {
            viewport(browser, size);
            waitFor(browser)
                    .ignoring(StaleElementReferenceException.class)
                    .until(d -> ((JavascriptExecutor) d)
                                    .executeScript(
                                            "document.getElementById(arguments[0]).scrollIntoView({block: 'center'});"
                                                    + " return true",
                                            id)
                            != null);
            Thread.sleep(300);
            screenshot(browser, name + "-" + size.getWidth());
            assertThat(sidewaysOverflow(browser))
                    .as("sideways scroll at %s", size)
                    .isLessThanOrEqualTo(0);
        }
    }

    private static JsonNode exported(WebDriver browser) {
        return JSON.readTree(export(browser));
    }
}
