package org.consentlab.agent;

/** The verdict on what an agent claimed, with the wire evidence it rests on. */
public record ClaimCheck(boolean contradicted, String claim, String evidence) {

    public String verdict() {
        return contradicted ? "contradicted" : "consistent";
    }
}
