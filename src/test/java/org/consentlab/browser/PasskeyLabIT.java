package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import com.vaadin.flow.i18n.I18NProvider;
import java.security.KeyPairGenerator;
import java.security.spec.ECGenParameterSpec;
import java.security.spec.PKCS8EncodedKeySpec;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.consentlab.instructor.FailureMode;
import org.consentlab.instructor.FailureModes;
import org.consentlab.passkey.PasskeyRegistration;
import org.consentlab.passkey.PasskeySite;
import org.consentlab.passkey.SoftwareAuthenticator;
import org.consentlab.sandbox.SandboxCookie;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.selfapproval.AgentCapability;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Cookie;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.virtualauthenticator.Credential;
import org.openqa.selenium.virtualauthenticator.VirtualAuthenticator;
import org.openqa.selenium.virtualauthenticator.VirtualAuthenticatorOptions;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Lab 7's passkey defence in real Chromium with a virtual authenticator (WebDriver's WebAuthn
 * API): the learner registers a passkey from the keyboard; under the passkey defence each agent
 * capability only makes the authenticator ask, and the person there, who asked for nothing, does
 * not verify, so nothing reaches the wire; the learner's own Confirm, verified at the
 * authenticator, deletes, with the DELETE on the wire after the decision. An authenticator the
 * agent added, answering for the learner's credential id with its own key, signs, and is refused.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class PasskeyLabIT {

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Chromium.Browser
    ChromeDriver learner;

    @Autowired
    FailureModes modes;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    PasskeyRegistration registration;

    @Autowired
    PasskeySite site;

    @Autowired
    I18NProvider texts;

    /**
     * The any-passkey twin pair in the learner's browser. The agent has a sandbox of its own (any
     * visitor gets one) and registered a passkey there, through the same ceremony the page runs; its
     * authenticator, holding that passkey, is added to the learner's browser, and its script drops
     * the page's list of allowed credentials, so that its passkey answers. The correct design refuses a
     * key this sandbox never registered: HELD, nothing on the wire. Under any-passkey the same
     * signature verifies against the agent's registered key: BROKEN, the DELETE on the wire.
     */
    @Test
    void anyPasskeyTakesAPasskeyTheAgentRegisteredForItselfWhereItsTwinRefusesIt() throws Exception {
        VirtualAuthenticator learners = learner.addVirtualAuthenticator(authenticatorVerifying(true));
        learner.get(chromium.url("/labs/self-approval").replace("127.0.0.1", "localhost"));
        waitFor(learner).until(d -> present(d, "passkey-register") && present(d, "defence-matrix"));
        Keyboard.activate(learner, "passkey-register");
        waitFor(learner).until(d -> text(d, "passkey-result").startsWith("Registered passkey 1"));
        SandboxId sandbox = sandbox();

        SandboxId agentsOwn = sandboxes.create();
        SoftwareAuthenticator agentsKey =
                new SoftwareAuthenticator(site.current().origin());
        assertThat(registration
                        .finish(
                                agentsOwn,
                                agentsKey.register(registration
                                        .start(agentsOwn, site.current())
                                        .orElseThrow()))
                        .said())
                .startsWith("Registered");
        learner.removeVirtualAuthenticator(learners);
        VirtualAuthenticator agents =
                learner.addVirtualAuthenticator(authenticatorVerifying(true).setHasResidentKey(true));
        agents.addCredential(Credential.createResidentCredential(
                agentsKey.rawCredentialId(), "localhost", agentsKey.privateKey(), new byte[] {7}, 0));
        ((JavascriptExecutor) learner)
                .executeScript("const get = navigator.credentials.get.bind(navigator.credentials);"
                        + "navigator.credentials.get = o => { o.publicKey.allowCredentials = []; return get(o); };");

        // Registering is not a plain press: the agent's press of Register, then of Remove, has its own passkey
        // sign, and the server refuses a signature by a passkey this sandbox never registered.
        click(learner, "passkey-register");
        waitFor(learner).until(d -> text(d, "passkey-result").startsWith("Not registered"));
        assertThat(text(learner, "passkey-result")).contains("a passkey this sandbox never registered");
        learner.findElement(By.cssSelector("#passkey-list .passkey-remove")).click();
        waitFor(learner).until(d -> text(d, "passkey-result").startsWith("Nothing removed"));
        assertThat(text(learner, "passkey-result")).contains("a passkey this sandbox never registered");
        assertThat(text(learner, "passkey-list")).contains("passkey 1").doesNotContain("passkey 2");

        assertThat(run(AgentCapability.OWNS_AUTHENTICATOR))
                .as("the correct twin: %s", text(learner, "defence-saw"))
                .isEqualTo("HELD");
        assertThat(text(learner, "defence-saw")).contains("a passkey this sandbox never registered");
        assertThat(text(learner, "self-approval-wire")).isEmpty();

        modes.set(sandbox, FailureMode.ANY_PASSKEY, true);
        waitFor(learner).until(d -> present(d, "failure-banner"));
        assertThat(run(AgentCapability.OWNS_AUTHENTICATOR))
                .as("the wrong design: %s", text(learner, "defence-saw"))
                .isEqualTo("BROKEN");
        assertThat(text(learner, "defence-saw"))
                .contains("a passkey registered for another sandbox, not this one")
                .contains("Accepted by passkey");
        waitFor(learner)
                .ignoring(StaleElementReferenceException.class)
                .until(d -> text(d, "self-approval-wire").contains("DELETE /api/account"));
        assertThat(text(learner, "cell-passkey-owns-authenticator"))
                .isEqualToNormalizingWhitespace("BROKEN (the correct design: HELD)");
        assertThat(agents.getCredentials().getFirst().getSignCount())
                .as("the agent's authenticator signed both times")
                .isGreaterThanOrEqualTo(2);
        for (Dimension size : List.of(new Dimension(1400, 900), new Dimension(1024, 768))) {
            viewport(learner, size);
            ((JavascriptExecutor) learner)
                    .executeScript("document.getElementById('defence-matrix').scrollIntoView({block: 'center'})");
            screenshot(learner, "lab7-any-passkey-matrix-" + size.getWidth());
        }
        modes.set(sandbox, FailureMode.ANY_PASSKEY, false);

        learner.get(chromium.url("/demo/any-passkey"));
        click(learner, "demo-run");
        waitFor(learner)
                .withTimeout(Duration.ofSeconds(40))
                .until(d -> "done".equals(d.findElement(By.id("demo-progress")).getAttribute("data-run")));
        assertThat(text(learner, "demo-wrong-wire")).contains("DELETE /api/account");
        assertThat(text(learner, "demo-correct-wire")).doesNotContain("DELETE");
        assertThat(text(learner, "demo-wrong-verdict")).isEqualTo("FAIL");
        assertThat(text(learner, "demo-correct-verdict")).isEqualTo("PASS");
        for (Dimension size : List.of(new Dimension(1400, 900), new Dimension(1024, 768))) {
            viewport(learner, size);
            screenshot(learner, "demo-any-passkey-" + size.getWidth());
        }
        learner.get(chromium.url("/fix-it/any-passkey"));
        waitFor(learner).until(d -> present(d, "fixit-code"));
        for (Dimension size : List.of(new Dimension(1400, 900), new Dimension(1024, 768))) {
            viewport(learner, size);
            screenshot(learner, "fixit-any-passkey-" + size.getWidth());
        }
    }

    private SandboxId sandbox() {
        String value = learner.manage().getCookieNamed(SandboxCookie.NAME).getValue();
        return SandboxId.parse(value.substring(0, value.indexOf('.'))).orElseThrow();
    }

    @Test
    void aRegisteredPasskeyHoldsAgainstEveryCapabilityAndSignsOnlyTheLearnersVerifiedConfirm() throws Exception {
        VirtualAuthenticator authenticator = learner.addVirtualAuthenticator(authenticatorVerifying(true));
        // A passkey needs a domain: WebAuthn refuses an IP address as the site's RP id.
        learner.get(chromium.url("/labs/self-approval").replace("127.0.0.1", "localhost"));
        waitFor(learner).until(d -> present(d, "passkey-register") && present(d, "defence-matrix"));

        Keyboard.activate(learner, "passkey-register");
        waitFor(learner).until(d -> text(d, "passkey-result").startsWith("Registered passkey 1"));
        assertThat(Keyboard.liveRegion(learner)).contains("Registered passkey 1");
        assertThat(authenticator.getCredentials()).hasSize(1);
        assertThat(text(learner, "passkey-list")).contains("passkey 1");
        long registeredAt = counter();
        learner.manage().window().setSize(new Dimension(1400, 900));
        screenshot(learner, "lab7-passkey-registered");

        // The person at the authenticator verifies nothing they did not ask for.
        authenticator.setUserVerified(false);
        for (AgentCapability capability : AgentCapability.values()) {
            if (capability == AgentCapability.OWNS_AUTHENTICATOR) {
                authenticator = heldAgainstTheAgentsOwnAuthenticator(authenticator);
                continue;
            }
            assertThat(run(capability))
                    .as("%s against passkey: %s", capability.id(), text(learner, "defence-saw"))
                    .isEqualTo("HELD");
            assertThat(text(learner, "defence-saw"))
                    .contains("Refused by passkey")
                    .doesNotContain("Permissions Policy");
            assertThat(text(learner, "self-approval-wire")).isEmpty();
            assertThat(text(learner, "cell-passkey-" + capability.id())).startsWith("HELD");
        }

        // The learner's own Confirm, from the keyboard, verified at the authenticator.
        authenticator.setUserVerified(true);
        pick(learner, "agent-capability", AgentCapability.TRUSTED_INPUT.id());
        click(learner, "run-agent");
        waitFor(learner).until(d -> present(d, "self-approval-confirm"));
        ((JavascriptExecutor) learner)
                .executeScript("document.getElementById('self-approval-card').scrollIntoView({block: 'center'})");
        screenshot(learner, "lab7-passkey-card");
        Keyboard.activate(learner, "self-approval-confirm");
        waitFor(learner)
                .ignoring(StaleElementReferenceException.class)
                .until(d -> text(d, "defence-saw").contains("Accepted by passkey"));
        assertThat(text(learner, "defence-saw")).startsWith("HELD.").contains("DELETED");
        assertThat(text(learner, "passkey-result")).contains("Accepted by passkey");
        assertThat(Keyboard.liveRegion(learner)).contains("Accepted by passkey");
        waitFor(learner)
                .ignoring(StaleElementReferenceException.class)
                .until(d -> text(d, "self-approval-wire").contains("DELETE /api/account"));
        assertThat(learner.findElement(By.id("self-approval-verdict")).getDomProperty("textContent"))
                .isEqualTo("HELD");
        assertThat(counter()).as("the signature counter the server keeps").isGreaterThan(registeredAt);
        ((JavascriptExecutor) learner)
                .executeScript("document.getElementById('defence-matrix').scrollIntoView({block: 'center'})");
        screenshot(learner, "lab7-passkey-matrix");
        learner.manage().window().setSize(new Dimension(1024, 768));
        screenshot(learner, "lab7-passkey-matrix-1024");
        readAgainInGermanAndArabic();
    }

    /**
     * The same records read again in German and in Arabic (the remembered language, the page read
     * again): the run's line says what the passkey Confirm saw from the words kept with its gate, and
     * what the decision then did stays English, marked so; a passkey step done now answers in German.
     */
    private void readAgainInGermanAndArabic() throws Exception {
        for (String language : List.of("de", "ar")) {
            Locale locale = Locale.forLanguageTag(language);
            learner.manage().addCookie(new Cookie("consentlab-language", language));
            learner.navigate().refresh();
            waitFor(learner)
                    .until(d ->
                            language.equals(d.findElement(By.tagName("html")).getDomAttribute("lang"))
                                    && present(d, "defence-saw"));
            String accepted = texts.getTranslation("passkey.confirm.accepted", locale, "\u0000", "\u0001");
            assertThat(text(learner, "defence-saw"))
                    .startsWith("HELD. " + accepted.substring(0, accepted.indexOf('\u0000')))
                    .doesNotContain("Accepted by passkey");
            assertThat(learner.findElement(By.cssSelector("#defence-saw span[lang='en']"))
                            .getText())
                    .contains("DELETED");
            if (language.equals("de")) {
                // Another passkey: the registered one signs the addition, then this authenticator, which already
                // holds this sandbox's passkey, refuses to make a second (the browser's InvalidStateError, in German).
                Keyboard.activate(learner, "passkey-register");
                waitFor(learner)
                        .until(d -> text(d, "passkey-result")
                                .equals(texts.getTranslation(
                                        "passkey.not-created",
                                        locale,
                                        texts.getTranslation(
                                                "passkey.browser.invalid-state", locale, "InvalidStateError"))));
            }
            for (Dimension size : List.of(new Dimension(1400, 900), new Dimension(1024, 768))) {
                viewport(learner, size);
                ((JavascriptExecutor) learner)
                        .executeScript("document.getElementById('passkey-panel').scrollIntoView({block: 'start'})");
                Thread.sleep(300);
                screenshot(learner, "lab7-passkey-panel-" + language + "-" + size.getWidth());
                ((JavascriptExecutor) learner)
                        .executeScript("document.getElementById('defence-saw').scrollIntoView({block: 'center'})");
                Thread.sleep(300);
                screenshot(learner, "lab7-passkey-defence-saw-" + language + "-" + size.getWidth());
                assertThat(sidewaysOverflow(learner))
                        .as("sideways scroll at %s", size)
                        .isLessThanOrEqualTo(0);
            }
        }
    }

    /**
     * The agent adds an authenticator of its own through the automation protocol: it answers for the
     * learner's credential id (the page is told it) with a key the agent made, and verifies whoever
     * asks. The learner's authenticator is taken out of the browser meanwhile and put back after, with
     * its credential, so only the agent's can answer.
     */
    private VirtualAuthenticator heldAgainstTheAgentsOwnAuthenticator(VirtualAuthenticator learners) throws Exception {
        Credential registered = learners.getCredentials().getFirst();
        learner.removeVirtualAuthenticator(learners);
        VirtualAuthenticator agents = learner.addVirtualAuthenticator(authenticatorVerifying(true));
        KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
        generator.initialize(new ECGenParameterSpec("secp256r1"));
        agents.addCredential(Credential.createNonResidentCredential(
                registered.getId(),
                registered.getRpId(),
                new PKCS8EncodedKeySpec(generator.generateKeyPair().getPrivate().getEncoded()),
                0));

        assertThat(run(AgentCapability.OWNS_AUTHENTICATOR))
                .as("owns-authenticator against passkey: %s", text(learner, "defence-saw"))
                .isEqualTo("HELD");
        assertThat(text(learner, "defence-saw")).contains("Refused by passkey").contains("a key the server never saw");
        assertThat(text(learner, "self-approval-wire")).isEmpty();
        assertThat(text(learner, "cell-passkey-owns-authenticator")).startsWith("HELD");
        assertThat(agents.getCredentials().getFirst().getSignCount())
                .as("the agent's authenticator did sign")
                .isPositive();

        learner.removeVirtualAuthenticator(agents);
        VirtualAuthenticator back = learner.addVirtualAuthenticator(authenticatorVerifying(false));
        back.addCredential(registered);
        return back;
    }

    private static VirtualAuthenticatorOptions authenticatorVerifying(boolean verified) {
        return new VirtualAuthenticatorOptions()
                .setProtocol(VirtualAuthenticatorOptions.Protocol.CTAP2)
                .setTransport(VirtualAuthenticatorOptions.Transport.INTERNAL)
                .setHasUserVerification(true)
                .setIsUserVerified(verified)
                .setIsUserConsenting(true);
    }

    private long counter() {
        java.util.regex.Matcher counter =
                java.util.regex.Pattern.compile("counter (\\d+)").matcher(text(learner, "passkey-list"));
        assertThat(counter.find()).isTrue();
        return Long.parseLong(counter.group(1));
    }

    /** Under the passkey defence: runs the agent with {@code capability} and waits for the verdict. */
    private String run(AgentCapability capability) {
        pick(learner, "defence", "passkey");
        pick(learner, "agent-capability", capability.id());
        click(learner, "run-agent");
        waitFor(learner)
                .ignoring(StaleElementReferenceException.class)
                .until(d -> text(d, "self-approval-run").startsWith("This run: passkey × " + capability.id()));
        if (capability.pageScript().isEmpty()) {
            // Input the browser takes for a person's, injected through the automation protocol, as an agent would.
            // A card drawn again while the press is on its way leaves a stale button: the press is tried again then.
            waitFor(learner).ignoring(StaleElementReferenceException.class).until(d -> {
                WebElement confirm = d.findElement(By.id("self-approval-confirm"));
                ((JavascriptExecutor) d).executeScript("arguments[0].scrollIntoView({block: 'center'})", confirm);
                new Actions(d)
                        .moveToElement(confirm)
                        .clickAndHold()
                        .pause(Duration.ofMillis(200))
                        .release()
                        .perform();
                return true;
            });
        }
        waitFor(learner)
                .ignoring(StaleElementReferenceException.class)
                .until(d -> text(d, "defence-saw").contains(". Saw "));
        return text(learner, "self-approval-verdict");
    }
}
