package org.consentlab.i18n;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.data.renderer.ComponentRenderer;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import java.time.Duration;
import java.util.List;

/**
 * The header's language control: each language named in itself, a person's choice (a change the
 * browser reports from the control; nothing the server sets counts). It switches the page at once,
 * without a reload, so the sandbox, an open gate and the page's place stay; a {@link TranslatedPage}
 * is built again in the new language, any other page keeps its content. The choice is kept in a
 * cookie for the next visit.
 */
public class LanguagePicker extends Select<Language> implements LocaleChangeObserver {

    private static final long REMEMBER_SECONDS = Duration.ofDays(365).toSeconds();
    private static final String REMEMBER =
            "document.cookie = $0 + '=' + $1 + '; path=/; max-age=' + $2" + " + '; samesite=lax';";

    public LanguagePicker() {
        setId("language-picker");
        addClassName("language-picker");
        setItems(Language.all());
        setItemLabelGenerator(Language::ownName);
        // Each option is spoken in its own language: a screen reader reads "Deutsch" as German.
        setRenderer(new ComponentRenderer<Component, Language>(language -> {
            Span name = new Span(language.ownName());
            name.getElement().setAttribute("lang", language.tag());
            return name;
        }));
        addValueChangeListener(change -> {
            if (change.isFromClient() && change.getValue() != null) {
                switchTo(change.getValue());
            }
        });
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        getElement().setAttribute("aria-label", getTranslation("i18n.picker.label"));
        setValue(Language.of(event.getLocale()).orElse(Language.DEFAULT));
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
