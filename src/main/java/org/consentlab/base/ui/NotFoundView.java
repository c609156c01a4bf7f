package org.consentlab.base.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.ErrorParameter;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.HasErrorParameter;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.ParentLayout;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import jakarta.servlet.http.HttpServletResponse;
import org.consentlab.i18n.Texts;

/** A wrong address gets a plain answer and a way back, inside the normal frame. */
@ParentLayout(MainLayout.class)
@AnonymousAllowed
class NotFoundView extends Div implements HasErrorParameter<NotFoundException>, HasDynamicTitle {

    NotFoundView() {
        addClassName("lab-index");
    }

    @Override
    public int setErrorParameter(BeforeEnterEvent event, ErrorParameter<NotFoundException> parameter) {
        removeAll();
        // The address is shown as it was typed, set apart from the sentence (it stays left to right in Arabic).
        Paragraph where = new Paragraph(getTranslation(
                "shell.not-found.where", Texts.isolate("/" + event.getLocation().getPath())));
        where.setId("not-found");
        add(
                new H1(getTranslation("shell.not-found.title")),
                where,
                new Anchor("", getTranslation("shell.not-found.back")));
        return HttpServletResponse.SC_NOT_FOUND;
    }

    @Override
    public String getPageTitle() {
        return getTranslation("shell.not-found.page-title");
    }
}
