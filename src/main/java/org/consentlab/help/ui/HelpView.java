package org.consentlab.help.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Html;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.NotFoundException;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.help.HelpDoc;
import org.consentlab.help.HelpDocs;
import org.consentlab.i18n.TranslatedPage;
import org.jspecify.annotations.Nullable;

/**
 * {@code /help}: every doc by title; {@code /help/<name>}: that doc, rendered. A name that is no
 * doc is the not-found page (with a 404, see {@code NotFoundStatus}). The docs are the project's,
 * written in English: the page around them speaks the person's language, and each doc's title and
 * text say {@code lang="en" dir="ltr"}, so a screen reader reads them in an English voice.
 */
@Route(value = "help/:doc*", layout = MainLayout.class)
@AnonymousAllowed
class HelpView extends Div implements BeforeEnterObserver, HasDynamicTitle, TranslatedPage {

    private final HelpDocs docs;
    /** The doc's title, or null on the index. */
    private @Nullable String title;

    HelpView(HelpDocs docs) {
        this.docs = docs;
        addClassName("help-page");
    }

    @Override
    public void beforeEnter(BeforeEnterEvent event) {
        String name = String.join("/", event.getRouteParameters().getWildcard("doc"));
        removeAll();
        if (name.isEmpty()) {
            title = null;
            index();
            return;
        }
        docs.find(name).ifPresentOrElse(this::show, () -> event.rerouteToError(NotFoundException.class));
    }

    private void show(HelpDoc doc) {
        title = doc.title();
        Html page = new Html(doc.html());
        page.setId("help-doc");
        H1 heading = new H1(doc.title());
        english(heading);
        english(page);
        add(heading, page);
    }

    private void index() {
        UnorderedList list = new UnorderedList();
        list.setId("help-index");
        docs.all().forEach(doc -> {
            Anchor link = new Anchor(doc.href(), doc.title());
            link.setId("help-index-" + doc.name().replace('/', '-'));
            english(link);
            Span file = new Span(" · docs/" + doc.name() + ".md");
            file.addClassName("muted");
            // A file's path is no sentence: it is not translated, and keeps its order in right-to-left text.
            file.addClassName("ltr");
            file.getElement().setAttribute("translate", "no");
            list.add(new ListItem(link, file));
        });
        add(new H1(getTranslation("help.title")), new Paragraph(getTranslation("help.intro")), list);
    }

    private static void english(Component document) {
        // English runs left to right, also on a right-to-left page.
        document.getElement().setAttribute("lang", "en");
        document.getElement().setAttribute("dir", "ltr");
        document.addClassName("document-text");
    }

    @Override
    public String getPageTitle() {
        return title == null ? getTranslation("help.page-title") : getTranslation("help.doc-page-title", title);
    }
}
