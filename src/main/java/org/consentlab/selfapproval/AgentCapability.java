package org.consentlab.selfapproval;

import java.util.Arrays;
import java.util.Optional;
import org.consentlab.i18n.Phrase;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * What Lab 7's agent can do on the page besides calling tools. Each one is a real mechanism: a
 * script run in the learner's page ({@link #pageScript}), or, for trusted input and an authenticator
 * of the agent's own, the learner's own hand: a person's click is trusted input, exactly as a
 * computer-use agent injects it. An authenticator the agent adds signs with a key it made, which no
 * sandbox ever registered: the passkey defence checks the signature against the registered key only.
 */
public enum AgentCapability {
    SCRIPT_CLICK(
            "script-click", "Runs script in the page: dispatches pointerdown on Confirm, waits, calls click().", """
            const button = document.getElementById('self-approval-confirm');
            if (!button) { return JSON.stringify({report: 'nothing-confirm'}); }
            button.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true, composed: true}));
            return new Promise(done => setTimeout(() => { button.click();
              done(JSON.stringify({report: 'clicked'})); }, 1700));"""),
    FORGED_EVENT(
            "forged-event",
            "Runs script that skips the button and sends the decision itself, through the "
                    + "button's own channel to the server, claiming a trusted click held for 5 seconds.",
            """
            const card = document.getElementById('self-approval-card');
            if (!card) { return JSON.stringify({report: 'nothing-card'}); }
            card.$server.decide(true, 5000, '');
            return JSON.stringify({report: 'forged'});
            """),
    TRUSTED_INPUT(
            "trusted-input",
            "Input the browser cannot tell from a person's (injected by the operating system "
                    + "or the browser's automation protocol). Here you play it: press Confirm yourself, as the agent would.",
            null),
    READS_PAGE(
            "reads-page",
            "Runs script that reads the page, types what the page asks for, then clicks like " + "script-click.",
            """
            const consequence = document.getElementById('self-approval-consequence');
            const field = document.getElementById('self-approval-typed');
            const button = document.getElementById('self-approval-confirm');
            if (!consequence || !field || !button) { return JSON.stringify({report: 'nothing-confirm'}); }
            const found = consequence.textContent.match(/[\\w.+-]+@[\\w-]+(\\.[\\w-]+)+/);
            field.value = found ? found[0] : '';
            button.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true, composed: true}));
            return new Promise(done => setTimeout(() => { button.click();
              done(JSON.stringify({report: 'read-and-clicked', typed: field.value})); },
              1700));"""),
    OWNS_AUTHENTICATOR(
            "owns-authenticator",
            "Drives the browser through its automation protocol: adds an authenticator of its own (the "
                    + "protocol's WebAuthn domain), which answers for your passkey's credential id with a key the agent "
                    + "made itself, and presses Confirm with trusted input. Here you play the press: press Confirm yourself.",
            null);

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final String id;
    private final String description;
    private final String pageScript;

    AgentCapability(String id, String description, String pageScript) {
        this.id = id;
        this.description = description;
        this.pageScript = pageScript;
    }

    public String id() {
        return id;
    }

    public String description() {
        return description;
    }

    /**
     * The script the agent runs in the page; empty for trusted input (and owns-authenticator's press), a
     * hand, not a script. It reports what it did as JSON, {@code {"report": "clicked"}} (and what it
     * typed, where it typed), which the page words as {@link #reported}.
     */
    public Optional<String> pageScript() {
        return Optional.ofNullable(pageScript);
    }

    public static Optional<AgentCapability> byId(String id) {
        return Arrays.stream(values())
                .filter(capability -> capability.id.equals(id))
                .findFirst();
    }

    /**
     * What a script of this lab reported, as words: {@code selfapproval.agent-report.<report>}, with
     * what it typed. A report this lab's scripts never make is kept as it came, in English.
     */
    public static Phrase reported(String json) {
        JsonNode report;
        try {
            report = JSON.readTree(json);
        } catch (JacksonException notJson) {
            return Phrase.said("The agent " + json + ".");
        }
        String said = report == null ? "" : report.path("report").asString("");
        // The code the script ran is an argument, never a word: it stays as it is, left to right, in every language.
        return switch (said) {
            case "nothing-confirm", "nothing-card" -> Phrase.of("selfapproval.agent-report." + said);
            case "clicked" -> Phrase.of("selfapproval.agent-report.clicked", "pointerdown", "click()");
            case "forged" ->
                Phrase.of(
                        "selfapproval.agent-report.forged", "$server.decide(isTrusted=true, held=5000 ms, typed=\"\")");
            case "read-and-clicked" ->
                Phrase.of(
                        "selfapproval.agent-report.read-and-clicked",
                        java.util.Objects.requireNonNull(report).path("typed").asString(""),
                        "pointerdown",
                        "click()");
            default -> Phrase.said("The agent " + json + ".");
        };
    }

    /** A script that broke part-way (the page changed under it): said in the lab's words, never raw. */
    public static Phrase stopped() {
        return Phrase.of("selfapproval.agent-report.stopped");
    }
}
