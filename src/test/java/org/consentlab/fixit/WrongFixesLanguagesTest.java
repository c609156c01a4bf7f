package org.consentlab.fixit;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.i18n.I18NProvider;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.i18n.Language;
import org.consentlab.i18n.Texts;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Why each wrong candidate fix does not hold, in German and Arabic, checked by key: the graded answer
 * is the bundle's "Not this one." with the candidate's own reason in the page's language, never the
 * English one; amounts are written as the language writes money. The challenges are prepared once
 * for every visitor, so a reason must be read when asked, not when first prepared.
 */
class WrongFixesLanguagesTest extends LabBrowserlessTest {

    @Autowired
    Challenges challenges;

    @Autowired
    FixIt fixIt;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    I18NProvider texts;

    @Test
    void everyWrongFixSaysWhyNotInTheLanguageOfThePage() {
        // Prepared first in English, as the first visitor of a running app might.
        speak(Locale.ENGLISH);
        challenges.all();
        for (Locale locale : List.of(Locale.GERMAN, Language.ARABIC.locale())) {
            speak(locale);
            SandboxId sandbox = sandboxes.create();
            for (Challenges.Prepared prepared : challenges.all()) {
                String name = prepared.challenge().name();
                assertThat(fixIt.find(sandbox, name, prepared.snippet().culprits())
                                .right())
                        .isTrue();
                List<String> reasons = new ArrayList<>();
                for (int k = 0; k < prepared.candidates().size(); k++) {
                    if (k == prepared.right()) {
                        continue;
                    }
                    String why = prepared.candidates().get(k).why();
                    reasons.add(why);
                    assertThat(fixIt.fix(sandbox, name, k + 1).words()).isEqualTo(Texts.t("fixit.graded.wrong", why));
                }
                assertThat(reasons).as("%s in %s", name, locale).containsExactlyElementsOf(expected(name));
                assertThat(reasons).noneMatch(why -> why.equals(english(name, reasons.indexOf(why) + 1)));
                assertThat(prepared.candidates().get(prepared.right()).why())
                        .isEqualTo(prepared.challenge().mode().fix());
            }
        }
    }

    @Test
    void theAmountsOfAWrongFixAreWrittenAsGermanWritesMoney() {
        speak(Locale.GERMAN);
        assertThat(expected("approval-not-bound").get(1)).contains("90,00\u00a0€", "40,00\u00a0€");
        speak(Locale.ENGLISH);
        assertThat(expected("approval-not-bound").get(1)).startsWith("€90.00 under the limit");
    }

    /** The three reasons of challenge {@code name} in the page's language, read by key. */
    private static List<String> expected(String name) {
        List<String> reasons = new ArrayList<>();
        for (int n = 1; n <= 3; n++) {
            String key = "fixit.why." + name + "." + n;
            reasons.add(
                    key.equals("fixit.why.approval-not-bound.2")
                            ? Texts.t(key, Texts.money(9000), Texts.money(4000))
                            : Texts.t(key));
        }
        return reasons;
    }

    private String english(String name, int n) {
        return texts.getTranslation("fixit.why." + name + "." + n, Locale.ENGLISH, "€90.00", "€40.00");
    }
}
