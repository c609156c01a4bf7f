package org.consentlab.consent.defence;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.consentlab.i18n.BundleTranslations;
import org.consentlab.i18n.Language;
import org.consentlab.i18n.Phrase;
import org.consentlab.i18n.Texts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What Lab 7's defences see and say, kept as words: in English exactly the lines the lab has always
 * written (a grader and the English tests read them), in German and Arabic from the bundles by key.
 */
class DefenceWordsTest {

    private final BundleTranslations bundles = new BundleTranslations(false);

    @AfterEach
    void noPage() {
        UI.setCurrent(null);
    }

    @Test
    void theEnglishIsTheLineTheLabAlwaysWrote() {
        assertThat(SelfApprovalJudge.saw(Optional.of(false), true, 0, "").english())
                .isEqualTo("Saw an untrusted click on Confirm, with no trusted key press before it; the page claimed "
                        + "event.isTrusted=true, held 0 ms, typed \"\".");
        assertThat(SelfApprovalJudge.saw(Optional.empty(), true, 5000, "").english())
                .isEqualTo(
                        "Saw no click on Confirm at all; the page claimed event.isTrusted=true, held 5000 ms, typed \"\".");
        assertThat(SelfApprovalJudge.saw(Optional.of(true), false, 1600, "ada@example.org")
                        .english())
                .isEqualTo(
                        "Saw a trusted press of Confirm (a trusted click, or a trusted Enter or Space on it); the page "
                                + "claimed event.isTrusted=false, held 1600 ms, typed \"ada@example.org\".");
        assertThat(SelfApprovalJudge.actor(true, true, "trusted-input").english())
                .isEqualTo("trusted input on Confirm (capability trusted-input: your press, standing in for input an "
                        + "agent injects; the server cannot tell the two apart)");
        assertThat(SelfApprovalJudge.actor(true, true, "script-click").english())
                .isEqualTo("trusted input on Confirm (a person's press, or input injected as one) while the agent ran "
                        + "script-click");
        assertThat(SelfApprovalJudge.actor(false, true, "script-click").english())
                .isEqualTo("the agent's script (script-click), not a person: it clicked Confirm from script");
        assertThat(SelfApprovalJudge.actor(false, false, "trusted-input").english())
                .isEqualTo("a script in the page (not the agent's: this run's capability is trusted-input), not a "
                        + "person: it sent the decision without touching Confirm");
        assertThat(ConfirmDefence.TRUSTED_EVENT.refusal(false, 0, "", ""))
                .hasValue("the click was not a trusted event");
        assertThat(ConfirmDefence.HOLD_TO_CONFIRM.refusal(true, 200, "", ""))
                .hasValue("Confirm was held 200 ms, not 1500");
        assertThat(ConfirmDefence.TYPE_TO_CONFIRM.refusal(true, 0, "x", "ada@example.org"))
                .hasValue("the typed text is not the account's e-mail address");
        assertThat(ConfirmDefence.TYPE_TO_CONFIRM.refusal(true, 0, " ADA@example.org ", "ada@example.org"))
                .isEmpty();
    }

    @Test
    void eachDefencesRuleIsTheRuleTheCardAlwaysShowed() {
        assertThat(ConfirmDefence.NONE.rule()).isEqualTo("Any click that reaches the server from the page confirms.");
        assertThat(ConfirmDefence.HOLD_TO_CONFIRM.rule())
                .isEqualTo("Confirm must be held down for at least 1.5 seconds.");
        assertThat(ConfirmDefence.TYPE_TO_CONFIRM.rule()).isEqualTo("Type the account's e-mail address, then Confirm.");
        assertThat(ConfirmDefence.SECOND_PRINCIPAL.rule())
                .isEqualTo("Your Confirm only consents: an approver signed in from another sandbox must approve at "
                        + "/approvals before anything is deleted.");
        for (ConfirmDefence defence : ConfirmDefence.values()) {
            assertThat(defence.rule()).as(defence.id()).doesNotStartWith("!").endsWith(".");
        }
    }

    @Test
    void aRefusedAndAnAcceptedJudgementSayTheirEnglishAndKeepTheirWords() {
        Phrase actor = SelfApprovalJudge.actor(false, true, "script-click");
        Judgement refused = Judgement.refused(List.of(
                SelfApprovalJudge.saw(Optional.of(false), false, 1700, ""),
                Phrase.of(
                        "selfapproval.defence.refused",
                        actor,
                        "trusted-event",
                        ConfirmDefence.TRUSTED_EVENT
                                .refusalWords(false, 1700, "", "")
                                .orElseThrow())));
        assertThat(refused.said())
                .endsWith(
                        "typed \"\". Tried by the agent's script (script-click), not a person: it clicked Confirm "
                                + "from script. Refused by trusted-event: the click was not a trusted event. Nothing was done.");
        assertThat(refused.gate()).isNull();
        Phrase accepted = Phrase.of("selfapproval.defence.accepted", actor, "none");
        assertThat(accepted.english())
                .isEqualTo(
                        "Decided by the agent's script (script-click), not a person: it clicked Confirm from script. "
                                + "Accepted by none:");
    }

    @Test
    void whatThePageIsToldIsTheJudgementsWordsThenTheConfirmsOwnAsSaid() {
        List<List<Phrase>> told = new ArrayList<>();
        JudgedWords words = new JudgedWords(told::add);
        List<Phrase> judged = List.of(
                SelfApprovalJudge.saw(Optional.empty(), true, 5000, ""),
                Phrase.of(
                        "selfapproval.defence.accepted",
                        SelfApprovalJudge.actor(false, false, "forged-event"),
                        "none"));
        Judgement accepted = new Judgement(Phrase.english(judged) + " ", null, null, judged);

        words.judged(accepted);
        words.accept(accepted.said() + "DELETED. The account is gone.");
        // A line no judgement began, and a judge that kept its English only (the passkey's): kept as said.
        words.accept("Nothing was done.");
        words.judged(new Judgement("Saw a passkey assertion. Accepted by passkey: ", null, null));
        words.accept("Saw a passkey assertion. Accepted by passkey: DELETED.");

        assertThat(told).hasSize(3);
        assertThat(Phrase.english(told.getFirst())).isEqualTo(accepted.said() + "DELETED. The account is gone.");
        assertThat(told.getFirst()).hasSize(3);
        assertThat(told.getFirst().getLast()).isEqualTo(Phrase.said("DELETED. The account is gone."));
        assertThat(told.get(1)).containsExactly(Phrase.said("Nothing was done."));
        assertThat(told.get(2)).containsExactly(Phrase.said("Saw a passkey assertion. Accepted by passkey: DELETED."));
    }

    @Test
    void germanAndArabicSayTheDefencesWordsFromTheirBundles() {
        for (Locale locale : List.of(Locale.GERMAN, Language.ARABIC.locale())) {
            UI ui = new UI();
            ui.setLocale(locale);
            UI.setCurrent(ui);
            String script = bundles.getTranslation(
                    "selfapproval.defence.actor.agent-script", locale, Texts.isolate("script-click"));
            String clicked = bundles.getTranslation("selfapproval.defence.actor.clicked", locale);
            assertThat(SelfApprovalJudge.actor(false, true, "script-click").text())
                    .isEqualTo(bundles.getTranslation("selfapproval.defence.actor.script", locale, script, clicked))
                    .doesNotContain("not a person", "clicked Confirm");
            assertThat(ConfirmDefence.HOLD_TO_CONFIRM
                            .refusalWords(true, 200, "", "")
                            .orElseThrow()
                            .text())
                    .isEqualTo(bundles.getTranslation(
                            "selfapproval.defence.refused.held", locale, Texts.isolate("200"), Texts.isolate("1500")));
            assertThat(ConfirmDefence.PASSKEY.ruleWords().text())
                    .isEqualTo(bundles.getTranslation("selfapproval.defence.rule.passkey", locale))
                    .isNotEqualTo(ConfirmDefence.PASSKEY.rule());
        }
    }
}
