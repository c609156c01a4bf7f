package org.consentlab.approval.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.AccessDeniedException;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.ErrorParameter;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.HasErrorParameter;
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
@AnonymousAllowed
class AccessDeniedView extends Div implements HasErrorParameter<AccessDeniedException>, HasDynamicTitle {

    AccessDeniedView() {
        addClassName("lab-index");
    }

    @Override
    public int setErrorParameter(BeforeEnterEvent event, ErrorParameter<AccessDeniedException> parameter) {
        removeAll();
        // The address is a left-to-right run of its own in every language; the English test reads it as it is.
        Paragraph why = new Paragraph(
                getTranslation("approval.denied.why", "/" + event.getLocation().getPath()));
        why.setId("access-denied");
        add(new H1(getTranslation("approval.denied.title")), why, new Anchor("", getTranslation("approval.back")));
        return HttpServletResponse.SC_FORBIDDEN;
    }

    @Override
    public String getPageTitle() {
        return getTranslation("approval.denied.page-title");
    }
}
