package org.consentlab.approval.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.spring.security.AuthenticationContext;
import jakarta.annotation.security.RolesAllowed;
import org.consentlab.base.ui.MainLayout;

/**
 * The approver's page: who is signed in, a way out, and the list of calls waiting for an
 * approver's decision. Only the {@code APPROVER} role may open it.
 */
@Route(value = "approvals", layout = MainLayout.class)
@PageTitle("Approvals · Consent Lab")
@RolesAllowed("APPROVER")
class ApprovalsView extends VerticalLayout {

    private final Div list = new Div();

    ApprovalsView(AuthenticationContext authentication) {
        addClassName("lab-index");
        Paragraph who = new Paragraph("Signed in as " + authentication.getPrincipalName().orElseThrow());
        who.setId("approver-name");
        Button signOut = new Button("Sign out", click -> authentication.logout());
        signOut.setId("approver-sign-out");
        signOut.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        HorizontalLayout account = new HorizontalLayout(who, signOut);
        account.setAlignItems(FlexComponent.Alignment.BASELINE);

        list.setId("approvals-list");
        add(new H2("Approvals"), account, list);
        showApprovals();
    }

    /** Fills {@code approvals-list}; the pending approvals will be listed here once there are any. */
    private void showApprovals() {
        list.removeAll();
        list.add(new Paragraph("No approvals are waiting."));
    }
}
