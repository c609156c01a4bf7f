package org.consentlab.approval.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.AccessDeniedException;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.ErrorParameter;
import com.vaadin.flow.router.HasErrorParameter;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.ParentLayout;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import jakarta.servlet.http.HttpServletResponse;
import org.consentlab.base.ui.MainLayout;

/**
 * What a signed-in person without the needed role sees. Vaadin's own answer is a bare
 * "Could not navigate"; this one says why and offers the way back. Someone not signed in never
 * gets here: they are sent to the sign-in page instead.
 */
@ParentLayout(MainLayout.class)
@PageTitle("Not open to this sign-in · Consent Lab")
@AnonymousAllowed
class AccessDeniedView extends Div implements HasErrorParameter<AccessDeniedException> {

    AccessDeniedView() {
        addClassName("lab-index");
    }

    @Override
    public int setErrorParameter(BeforeEnterEvent event, ErrorParameter<AccessDeniedException> parameter) {
        removeAll();
        Paragraph why = new Paragraph("The page at /" + event.getLocation().getPath()
                + " is for approvers, and this sign-in does not have the approver role.");
        why.setId("access-denied");
        add(new H1("Not open to this sign-in"), why, new Anchor("", "Back to the labs"));
        return HttpServletResponse.SC_FORBIDDEN;
    }
}
