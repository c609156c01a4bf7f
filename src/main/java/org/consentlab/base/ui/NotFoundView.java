package org.consentlab.base.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.ErrorParameter;
import com.vaadin.flow.router.HasErrorParameter;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.ParentLayout;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import jakarta.servlet.http.HttpServletResponse;

/** A wrong address gets a plain answer and a way back, inside the normal frame. */
@ParentLayout(MainLayout.class)
@PageTitle("Page not found · Consent Lab")
@AnonymousAllowed
class NotFoundView extends Div implements HasErrorParameter<NotFoundException> {

    NotFoundView() {
        addClassName("lab-index");
    }

    @Override
    public int setErrorParameter(BeforeEnterEvent event, ErrorParameter<NotFoundException> parameter) {
        removeAll();
        Paragraph where =
                new Paragraph("There is no page at /" + event.getLocation().getPath() + ".");
        where.setId("not-found");
        add(new H1("Page not found"), where, new Anchor("", "Back to the labs"));
        return HttpServletResponse.SC_NOT_FOUND;
    }
}
