package org.consentlab.approval.ui;

import com.vaadin.flow.component.Component;

/** The one view that code outside this package must name: the security chain's sign-in page. */
public final class ApprovalViews {

    /** Views stay package-private; the chain needs the class itself, not only its path. */
    public static final Class<? extends Component> LOGIN = LoginView.class;

    /** Where a sign-in lands when no page asked for it: the way on depends on the role. */
    public static final String SIGNED_IN = "signed-in";

    private ApprovalViews() {}
}
