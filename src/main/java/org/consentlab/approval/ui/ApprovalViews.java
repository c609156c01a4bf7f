package org.consentlab.approval.ui;

import com.vaadin.flow.component.Component;

/** The one view that code outside this package must name: the security chain's sign-in page. */
public final class ApprovalViews {

    /** Views stay package-private; the chain needs the class itself, not only its path. */
    public static final Class<? extends Component> LOGIN = LoginView.class;

    private ApprovalViews() {
    }
}
