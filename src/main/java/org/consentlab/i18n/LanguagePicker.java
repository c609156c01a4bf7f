package org.consentlab.i18n;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import java.time.Duration;
import java.util.List;
import org.jsoup.nodes.Entities;

/**
 * The header's language control: the browser's own {@code <select>} (keyboard and screen readers
 * know it; the page's script bundle needs nothing new for it), each language named in itself and
 * marked with its {@code lang}, so "Deutsch" is read in a German voice. A change switches the page at
 * once, without a reload, so the sandbox, an open gate and the page's place stay; a
 * {@link TranslatedPage} is built again in the new language, any other page keeps its content and
 * only the frame changes. The choice is kept in a cookie for the next visit.
 */
@Tag("select")
public class LanguagePicker extends Component implements LocaleChangeObserver {

    private static final long REMEMBER_SECONDS = Duration.ofDays(365).toSeconds();
    private static final String REMEMBER =
            "document.cookie = $0 + '=' + $1 + '; path=/; max-age=' + $2" + " + '; samesite=lax';";

    public LanguagePicker() {
        setId("language-picker");
        getElement().getClassList().add("language-picker");
        options(Language.DEFAULT.tag());
        getElement()
                .addEventListener(
                        "change",
                        change -> Language.all().stream()
                                .filter(language -> language.tag()
                                        .equals(change.getEventData()
                                                .path("event.target.value")
                                                .asString("")))
                                .findFirst()
                                .ifPresent(this::switchTo))
                .addEventData("event.target.value");
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        getElement().setAttribute("aria-label", getTranslation("i18n.picker.label"));
        String shown = Language.of(event.getLocale()).orElse(Language.DEFAULT).tag();
        options(shown);
        getElement().setProperty("value", shown);
    }

    /**
     * The options are the select's markup rather than elements: they change only with the language,
     * and as elements (each with its text) they were six of Vaadin's state nodes, which every open
     * page keeps on the server.
     */
    private void options(String selected) {
        StringBuilder markup = new StringBuilder();
        for (Language language : Language.all()) {
            markup.append("<option value=\"%s\" lang=\"%s\"%s>%s</option>"
                    .formatted(
                            language.tag(),
                            language.tag(),
                            language.tag().equals(selected) ? " selected" : "",
                            Entities.escape(language.ownName())));
        }
        // Interned: the same options in every open page with the same language, held once.
        getElement().setProperty("innerHTML", markup.toString().intern());
    }

    private void switchTo(Language language) {
        UI ui = UI.getCurrent();
        ui.getPage().executeJs(REMEMBER, LanguageChoice.COOKIE, language.tag(), REMEMBER_SECONDS);
        LanguageChoice.apply(ui, language.locale());
        List<?> chain = ui.getInternals().getActiveRouterTargetsChain();
        if (!chain.isEmpty() && chain.getFirst() instanceof TranslatedPage) {
            ui.refreshCurrentRoute(false);
        }
    }
}
