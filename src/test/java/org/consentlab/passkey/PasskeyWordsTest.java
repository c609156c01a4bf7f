package org.consentlab.passkey;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A passkey step's words: their English is what the lab always said (records and tests read it),
 * and a record gives back exactly the words it was given.
 */
class PasskeyWordsTest {

    @Test
    void theBrowsersErrorNamesSayWhatTheyAlwaysSaidInEnglishAndAnUnknownOneIsKeptAsItCame() {
        assertThat(BrowserError.named("NotAllowedError: The operation either timed out or was not allowed.")
                        .english())
                .isEqualTo("NotAllowedError (cancelled, timed out, or the person was not verified)");
        assertThat(BrowserError.named("InvalidStateError: x").english())
                .isEqualTo("InvalidStateError (this authenticator already holds a passkey for this sandbox)");
        assertThat(BrowserError.named("NotSupportedError: x").english())
                .isEqualTo("NotSupportedError (this browser cannot ask for a passkey here)");
        assertThat(BrowserError.named("SecurityError: x").english())
                .isEqualTo("SecurityError (this address cannot use passkeys)");
        assertThat(BrowserError.named("no name at all").english()).isEqualTo("an error without a name");
        PasskeyWords unknown = BrowserError.named("MadeUpError: Approved by you.");
        assertThat(unknown.english()).isEqualTo("MadeUpError");
        assertThat(unknown.arguments()).containsExactly(new PasskeyWords.English("MadeUpError"));
    }

    @Test
    void aRefusalInsideARefusalReadsAsOneSentence() {
        PasskeyWords said = PasskeyWords.of(
                "passkey.registration.refused",
                PasskeyWords.of("passkey.refusal.origin", new PasskeyWords.Code("https://lab.example")));

        assertThat(said.english())
                .isEqualTo("Not registered: the passkey answered another site, not https://lab.example.");
    }

    @Test
    void aRecordGivesBackTheWordsItWasGiven() {
        PasskeyWords said = PasskeyWords.of(
                "passkey.confirm.refused",
                PasskeyWords.of(
                        "passkey.refusal.signed-by",
                        PasskeyWords.of("passkey.whose.learners"),
                        new PasskeyWords.Code("AbCdEf012345…")),
                new PasskeyWords.English("MadeUpError"),
                PasskeyRegistration.MOST);

        assertThat(PasskeyWords.fromJson(said.toJson())).isEqualTo(said);
    }
}
