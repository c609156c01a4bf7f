package org.consentlab.i18n;

import com.ibm.icu.text.DateFormat;
import com.ibm.icu.text.ListFormatter;
import com.ibm.icu.text.NumberFormat;
import com.ibm.icu.util.Currency;
import com.ibm.icu.util.TimeZone;
import com.ibm.icu.util.ULocale;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.i18n.I18NProvider;
import com.vaadin.flow.server.VaadinService;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Collection;
import java.util.Date;
import java.util.Locale;

/**
 * Texts and formats in the language of the page being served, for code that is not a component
 * (a page model, an exercise's steps); components may as well call {@code getTranslation}. Money,
 * times, numbers and lists are written as the language writes them ({@code €30.00},
 * {@code 30,00 €}, {@code ‏٣٠٫٠٠ €}); times in UTC, which every record keeps, with the zone named.
 * Outside a page (a test, a command) the language is English.
 */
public final class Texts {

    private static final I18NProvider WITHOUT_VAADIN = new BundleTranslations(false);

    private Texts() {}

    /** The text under {@code key}, its {@code {0}}, {@code {1}}… filled in. */
    public static String t(String key, Object... arguments) {
        VaadinService service = VaadinService.getCurrent();
        I18NProvider provider =
                service == null ? null : service.getInstantiator().getI18NProvider();
        return (provider == null ? WITHOUT_VAADIN : provider).getTranslation(key, locale(), arguments);
    }

    /**
     * Whether the page is read in English itself (a pseudo-locale is not): there a record's own English
     * sentence is what the reader reads.
     */
    public static boolean readsEnglish() {
        Locale locale = locale();
        return Language.of(locale).filter(Language.DEFAULT::equals).isPresent() && !PseudoLocale.is(locale);
    }

    /** The language of the page being served, English outside one. */
    public static Locale locale() {
        UI ui = UI.getCurrent();
        return ui == null ? Language.DEFAULT.locale() : ui.getLocale();
    }

    public static String money(long euroCents) {
        NumberFormat format = NumberFormat.getCurrencyInstance(formatting());
        format.setCurrency(Currency.getInstance("EUR"));
        return format.format(BigDecimal.valueOf(euroCents, 2));
    }

    public static String number(Number number) {
        return NumberFormat.getInstance(formatting()).format(number);
    }

    /** Date and time to the second, in UTC, as the language writes them. */
    public static String dateTime(Instant instant) {
        DateFormat format = DateFormat.getDateTimeInstance(DateFormat.MEDIUM, DateFormat.LONG, formatting());
        format.setTimeZone(TimeZone.GMT_ZONE);
        return format.format(Date.from(instant));
    }

    /** {@code a, b and c} / {@code a, b und c} / {@code a وb وc}. */
    public static String list(Collection<String> items) {
        return ListFormatter.getInstance(formatting()).format(items);
    }

    /**
     * An id, a code or a name set apart from the sentence around it (Unicode's first-strong
     * isolate, the plain-text {@code <bdi>}): {@code a1b2c3} stays as it is inside Arabic. Left to
     * right text needs no isolate, and gets none: its words stay exactly as they were. A pseudo-locale
     * sets it apart too, so that its walk tells a value a sentence quotes from a hard-coded word.
     */
    public static String isolate(String text) {
        Locale locale = locale();
        return LanguageChoice.rightToLeft(locale) || PseudoLocale.is(locale) ? "\u2068" + text + "\u2069" : text;
    }

    /**
     * A code that reads left to right in every language (a masked account, {@code GB29 •••• 2681}) set
     * apart as left to right (Unicode's left-to-right isolate): unlike {@link #isolate}, it does not
     * depend on the code starting with a letter, so {@code •••• 2681} is not drawn reversed in Arabic.
     */
    public static String isolateLeftToRight(String text) {
        Locale locale = locale();
        return LanguageChoice.rightToLeft(locale) || PseudoLocale.is(locale) ? "\u2066" + text + "\u2069" : text;
    }

    private static ULocale formatting() {
        Locale locale = locale();
        return ULocale.forLocale(PseudoLocale.is(locale) ? PseudoLocale.formattingLocale(locale) : locale);
    }
}
