package org.consentlab.consent.ui;

import com.vaadin.flow.component.ComponentEvent;
import java.util.List;
import org.consentlab.base.ui.TrustedClickEvent;

/**
 * A press of Approve all: the calls it listed, and the press itself, which the kernel judges once
 * for all of them. Only {@link BatchApproveAll} makes one.
 */
public final class ApproveAllAsked extends ComponentEvent<BatchCard> {

    private final ComponentEvent<?> press;
    private final List<Long> listed;
    private final Runnable again;

    ApproveAllAsked(BatchCard card, ComponentEvent<?> press, List<Long> listed, Runnable again) {
        super(card, press.isFromClient());
        this.press = press;
        this.listed = List.copyOf(listed);
        this.again = again;
    }

    /** The press, as the server read it. */
    public ComponentEvent<?> press() {
        return press;
    }

    /** Whether the server read the press as a person's ({@link TrustedClickEvent}); a click the server made is not. */
    public boolean trusted() {
        return press instanceof TrustedClickEvent read && read.isTrusted();
    }

    /** The ids of the calls Approve all listed, and so may cover. */
    public List<Long> listed() {
        return listed;
    }

    /** Nothing was done: Approve all comes back for the person. */
    public void again() {
        again.run();
    }
}
