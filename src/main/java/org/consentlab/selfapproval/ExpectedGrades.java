package org.consentlab.selfapproval;

import java.util.Map;
import org.consentlab.consent.defence.ConfirmDefence;

/**
 * What each cell of Lab 7's matrix is expected to show, and why, in the research's words: shown
 * for a cell only after the learner has run it, and checked against every cell by the tests.
 */
public final class ExpectedGrades {

    private static final Map<ConfirmDefence, String> EXPECTED = Map.of(
            // owns-authenticator presses with trusted input, so it breaks whatever trusted input breaks.
            ConfirmDefence.NONE, "BBBBB",
            // The server reads isTrusted from the click itself: a forged claim of it is not believed.
            ConfirmDefence.TRUSTED_EVENT, "HHBHB",
            ConfirmDefence.HOLD_TO_CONFIRM, "BBBBB",
            ConfirmDefence.TYPE_TO_CONFIRM, "HHBBB",
            ConfirmDefence.SECOND_PRINCIPAL, "HHHHH",
            // A press only makes the authenticator ask; nothing in the page can make it sign, and an
            // authenticator the agent added signs with a key the server never saw.
            ConfirmDefence.PASSKEY, "HHHHH");

    private ExpectedGrades() {}

    /** Capabilities in declaration order: script-click, forged-event, trusted-input, reads-page,
     * owns-authenticator. */
    public static Grade of(ConfirmDefence defence, AgentCapability capability) {
        return EXPECTED.get(defence).charAt(capability.ordinal()) == 'B' ? Grade.BROKEN : Grade.HELD;
    }
}
