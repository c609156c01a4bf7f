package org.consentlab.audit;

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

    /** One line for the audit page. */
    public String describe() {
        return intact
                ? "Hash chain verified: %d row%s, each linked to the one before."
                        .formatted(chainedRows, chainedRows == 1 ? "" : "s")
                : "Hash chain BROKEN: " + problem + ". Rows were changed, removed or added outside the app.";
    }
}
