package org.consentlab.agent;

/**
 * One line of an agent's transcript. ARGS lines of the same call replace each other as the
 * arguments stream in; {@code callId} is null for lines that belong to no call.
 */
public record TranscriptEntry(Kind kind, Long callId, String text) {

    public enum Kind {
        SAY("agent"),
        CALL("call"),
        ARGS("args"),
        RESULT("result"),
        ERROR("error"),
        NOTE("note");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }
}
