package org.consentlab.audit;

import org.consentlab.i18n.Texts;

/**
 * Whether a sandbox's audit chain verifies. {@code brokenAtSeq} is the first row whose hash does
 * not follow from the rows before it (null while intact, or when rows were cut off the end).
 */
public record ChainCheck(boolean intact, int chainedRows, Long brokenAtSeq, String problem) {

    static ChainCheck intact(int chainedRows) {
        return new ChainCheck(true, chainedRows, null, null);
    }

    static ChainCheck broken(int chainedRows, Long brokenAtSeq, String problem) {
        return new ChainCheck(false, chainedRows, brokenAtSeq, problem);
    }

    /** One line for the audit page, in its language. */
    public String describe() {
        return intact ? Texts.t("audit.chain.intact", chainedRows) : Texts.t("audit.chain.broken", problem);
    }
}
