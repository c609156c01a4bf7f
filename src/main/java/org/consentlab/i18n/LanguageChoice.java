package org.consentlab.i18n;

import com.vaadin.flow.component.Direction;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinRequest;
import com.vaadin.flow.server.VaadinServiceInitListener;
import jakarta.servlet.http.Cookie;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.springframework.stereotype.Component;

/**
 * Which language a page speaks: the one the person picked before (a cookie), else the first of
 * the browser's preferred languages that the app speaks, else English. The first HTML the browser
 * receives already carries {@code <html lang dir>}, and every page and every switch sets them again
 * with the UI's locale and direction: Vaadin does neither (vaadin/flow#18585), and screen readers
 * choose their voice by {@code lang}.
 */
@Component
class LanguageChoice implements VaadinServiceInitListener {

    static final String COOKIE = "consentlab-language";
    /** The document's language and direction, and the words of Vaadin's connection indicator. */
    private static final String SET_DOCUMENT_LANGUAGE = """
            document.documentElement.lang = $0;
            document.documentElement.dir = $1;
            const indicator = document.querySelector('vaadin-connection-indicator');
            if (indicator) {
              indicator.onlineText = $2;
              indicator.offlineText = $3;
              indicator.reconnectingText = $4;
            }""";

    private final BundleTranslations translations;

    LanguageChoice(BundleTranslations translations) {
        this.translations = translations;
    }

    @Override
    public void serviceInit(ServiceInitEvent event) {
        event.addIndexHtmlRequestListener(response -> {
            Locale locale = chosen(response.getVaadinRequest());
            response.getDocument()
                    .root()
                    .child(0)
                    .attr("lang", locale.toLanguageTag())
                    .attr("dir", direction(locale));
        });
        event.getSource().addUIInitListener(init -> {
            VaadinRequest request = VaadinRequest.getCurrent();
            apply(init.getUI(), request == null ? Language.DEFAULT.locale() : chosen(request));
        });
    }

    /** Speaks {@code locale} on this page from now on: texts, direction and the document's lang. */
    static void apply(UI ui, Locale locale) {
        ui.setLocale(locale);
        ui.setDirection(rightToLeft(locale) ? Direction.RIGHT_TO_LEFT : Direction.LEFT_TO_RIGHT);
        ui.getPage()
                .executeJs(
                        SET_DOCUMENT_LANGUAGE,
                        locale.toLanguageTag(),
                        direction(locale),
                        ui.getTranslation("i18n.connection.online"),
                        ui.getTranslation("i18n.connection.offline"),
                        ui.getTranslation("i18n.connection.reconnecting"));
        ui.getReconnectDialogConfiguration().setDialogText(ui.getTranslation("i18n.connection.reconnecting"));
        ui.getReconnectDialogConfiguration().setDialogTextGaveUp(ui.getTranslation("i18n.connection.offline"));
    }

    Locale chosen(VaadinRequest request) {
        Optional<Locale> remembered = Optional.ofNullable(request.getCookies()).stream()
                .flatMap(java.util.Arrays::stream)
                .filter(cookie -> COOKIE.equals(cookie.getName()))
                .map(Cookie::getValue)
                .map(Locale::forLanguageTag)
                .filter(this::offered)
                .findFirst();
        return remembered.orElseGet(() -> fromBrowser(request.getHeader("Accept-Language")));
    }

    /** The first of the browser's languages, by its weights, that the app speaks; English otherwise. */
    Locale fromBrowser(String acceptLanguage) {
        if (acceptLanguage == null || acceptLanguage.isBlank()) {
            return Language.DEFAULT.locale();
        }
        List<Locale.LanguageRange> ranges;
        try {
            ranges = Locale.LanguageRange.parse(acceptLanguage);
        } catch (IllegalArgumentException unreadable) {
            return Language.DEFAULT.locale();
        }
        for (Locale.LanguageRange range : ranges) {
            Locale wanted = Locale.forLanguageTag(range.getRange());
            Optional<Locale> match = translations.getProvidedLocales().stream()
                    .filter(offered -> offered.equals(wanted))
                    .findFirst()
                    .or(() -> Language.of(wanted).map(Language::locale));
            if (match.isPresent()) {
                return match.get();
            }
        }
        return Language.DEFAULT.locale();
    }

    boolean offered(Locale locale) {
        return translations.getProvidedLocales().contains(locale);
    }

    static boolean rightToLeft(Locale locale) {
        return PseudoLocale.RIGHT_TO_LEFT.equals(locale)
                || Language.of(locale).map(Language::rightToLeft).orElse(false);
    }

    static String direction(Locale locale) {
        return rightToLeft(locale) ? "rtl" : "ltr";
    }
}
