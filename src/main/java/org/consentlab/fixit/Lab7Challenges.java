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
                wrong("""
                        + options.set("allowCredentials", credentials(passkeys.ids(gate.sandbox())));
                          return WrongDesigns.anyRegisteredPasskeySigns();""", "fixit.why.any-passkey.1"),
                wrong("""
                          if (modes.isOn(FailureMode.ANY_PASSKEY)) {
                        +     requireUserVerified = true;
                              return WrongDesigns.anyRegisteredPasskeySigns();""", "fixit.why.any-passkey.2"),
                wrong("""
                        + if (signCount <= stored.signCount()) {
                        +     return refused("the signature counter went back");
                        + }
                          return WrongDesigns.anyRegisteredPasskeySigns();""", "fixit.why.any-passkey.3")));
    }
}
