package org.consentlab.lab.ui;

import java.util.Optional;
import org.consentlab.i18n.Texts;
import org.consentlab.tool.Channel;

/**
 * What the page's live region says when a gate arrives: what is asked, the path the request came
 * by (which the app recorded, so it is known, not guessed: MCP says nothing about who is behind
 * it), and which decision waits. Built from the app's own words, never from text an agent sent.
 */
final class GateNotice {

    private GateNotice() {}

    static String arrived(String request, Optional<Channel> path, String decision) {
        return Texts.t(
                "lab.gate.arrived",
                request,
                path.map(GateNotice::by).orElse(Texts.t("lab.gate.path.unrecorded")),
                decision);
    }

    /** A dialog that opened for a gate: what it asks, in the consequence the app wrote from its records. */
    static String dialog(String which, String consequence, String decision) {
        String asked = consequence.strip();
        return Texts.t("lab.gate.dialog", which, asked + (asked.matches(".*[.!?؟]$") ? "" : "."), decision);
    }

    private static String by(Channel channel) {
        return Texts.t("lab.gate.path." + channel.label());
    }
}
