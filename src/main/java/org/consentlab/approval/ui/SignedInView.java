package org.consentlab.approval.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.spring.security.AuthenticationContext;
import jakarta.annotation.security.PermitAll;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.instructor.InstructorAccount;

/**
 * Where a sign-in from the bare sign-in page lands (one that was not sent there by a page it wanted
 * to open): an instructor goes to the class page, an approver to the approvals, anyone else to the
 * labs. One sign-in form serves every role, so the role decides the way on.
 */
@Route(value = ApprovalViews.SIGNED_IN, layout = MainLayout.class)
@PermitAll
class SignedInView extends Div implements BeforeEnterObserver {

    private final AuthenticationContext authentication;

    SignedInView(AuthenticationContext authentication) {
        this.authentication = authentication;
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        if (authentication.hasRole(InstructorAccount.ROLE)) {
            event.forwardTo("instructor");
        } else if (authentication.hasRole("APPROVER")) {
            event.forwardTo("approvals");
        } else {
            event.forwardTo("");
        }
    }
}
