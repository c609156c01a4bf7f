package org.consentlab.consent.ui;

import com.vaadin.flow.component.ComponentEvent;
import java.util.Optional;

/**
 * What reached Lab 7's Confirm: the server's own reading of the click (empty: no click at all) and
 * what the page sent with it: its claim of {@code isTrusted}, how long the press was held and the
 * typed text. The kernel judges it under the gate's defence. Only {@link SelfApprovalConfirm} makes one.
 */
public final class SelfApprovalAsked extends ComponentEvent<SelfApprovalConfirm> {

    private final Optional<Boolean> click;
    private final boolean claimedTrusted;
    private final int heldMillis;
    private final String typed;

    SelfApprovalAsked(
            SelfApprovalConfirm card, Optional<Boolean> click, boolean claimedTrusted, int heldMillis, String typed) {
        super(card, true);
        this.click = click;
        this.claimedTrusted = claimedTrusted;
        this.heldMillis = heldMillis;
        this.typed = typed;
    }

    /** Whether the click before this decide call was trusted, as the server saw it; empty if there was none. */
    public Optional<Boolean> click() {
        return click;
    }

    public boolean claimedTrusted() {
        return claimedTrusted;
    }

    public int heldMillis() {
        return heldMillis;
    }

    public String typed() {
        return typed;
    }
}
