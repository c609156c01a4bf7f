package org.consentlab.consent.tool;

/**
 * What a change did to the system of record: {@code text} is what the caller is told, and
 * {@code changed} whether the record changed at all (a conditional update may find nothing to
 * change: an order no longer paid, an account already deleted). A path that records effects on the
 * wire writes an entry only for a change that happened.
 */
record Applied(String text, boolean changed) {

    static Applied changed(String text) {
        return new Applied(text, true);
    }

    static Applied refused(String text) {
        return new Applied(text, false);
    }

    static Applied of(boolean changed, String done, String refused) {
        return changed ? changed(done) : refused(refused);
    }
}
