package org.consentlab.lab.ui;

import java.util.Optional;
import org.consentlab.tool.Channel;

/**
 * What the page's live region says when a gate arrives: what is asked, the path the request came
 * by (which the app recorded, so it is known, not guessed: MCP says nothing about who is behind
 * it), and which decision waits. Built from the app's own words, never from text an agent sent.
 */
final class GateNotice {

    private GateNotice() {}

    static String arrived(String request, Optional<Channel> path, String decision) {
        return "A request to %s came %s. A decision is waiting: %s."
                .formatted(request, path.map(GateNotice::by).orElse("by a path the app did not record"), decision);
    }

    /** A dialog that opened for a gate: what it asks, in the consequence the app wrote from its records. */
    static String dialog(String which, String consequence, String decision) {
        String asked = consequence.strip();
        return "%s opened: %s%s A decision is waiting: %s."
                .formatted(which, asked, asked.matches(".*[.!?]$") ? "" : ".", decision);
    }

    private static String by(Channel channel) {
        return switch (channel) {
            case BUTTON -> "from this page's own button";
            case INSPECTOR -> "from the Tool Inspector";
            case SIMULATED_AGENT -> "from the simulated agent";
            case WEBMCP -> "by WebMCP, from an agent in this browser";
            case MCP -> "by MCP";
        };
    }
}
