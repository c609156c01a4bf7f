package org.consentlab.fixit;

import static org.consentlab.fixit.Challenge.wrong;

import java.util.List;
import org.consentlab.instructor.FailureMode;

/** The challenge of Lab 7: a passkey's yes counts only from a passkey registered for the sandbox asked. */
final class Lab7Challenges {

    private Lab7Challenges() {}

    static List<Challenge> all() {
        return List.of(Challenge.fromSource(
                FailureMode.ANY_PASSKEY,
                "defence/PasskeySigners.java",
                List.of("return WrongDesigns.anyRegisteredPasskeySigns();"),
                wrong(
                        """
                        + options.set("allowCredentials", credentials(passkeys.ids(gate.sandbox())));
                          return WrongDesigns.anyRegisteredPasskeySigns();""",
                        "allowCredentials only tells the browser which passkeys to offer; the server checks nothing "
                                + "with it. An agent that drives the browser answers with its own passkey anyway, and "
                                + "the server still takes any registered passkey's signature."),
                wrong(
                        """
                          if (modes.isOn(FailureMode.ANY_PASSKEY)) {
                        +     requireUserVerified = true;
                              return WrongDesigns.anyRegisteredPasskeySigns();""",
                        "The agent's authenticator is its own: it sets the user-verified flag for whoever asks. The "
                                + "flag says an authenticator verified someone, not that its key belongs to this "
                                + "sandbox."),
                wrong(
                        """
                        + if (signCount <= stored.signCount()) {
                        +     return refused("the signature counter went back");
                        + }
                          return WrongDesigns.anyRegisteredPasskeySigns();""",
                        "The counter tells a copied authenticator from the original, one credential at a time: the "
                                + "agent's own passkey counts up as well as any. Whose passkey signed is another "
                                + "question.")));
    }
}
