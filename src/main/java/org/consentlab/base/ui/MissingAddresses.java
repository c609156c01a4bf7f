package org.consentlab.base.ui;

/**
 * A feature whose route takes a parameter says which of its addresses lead nowhere (e.g.
 * {@code /help/no-such-doc}), so that the page is answered with a 404 like any unknown route.
 */
public interface MissingAddresses {

    /** Whether {@code path} (no leading slash) is one of this feature's addresses and leads nowhere. */
    boolean missing(String path);
}
