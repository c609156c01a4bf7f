package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.sidenav.SideNav;
import com.vaadin.flow.i18n.I18NProvider;
import java.util.Locale;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.i18n.Language;
import org.jsoup.Jsoup;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The index and the frame in German and Arabic, checked by key against the bundles (never by a
 * copied sentence), and every menu entry named from the bundle.
 */
class LabIndexLanguagesTest extends LabBrowserlessTest {

    @Autowired
    I18NProvider texts;

    @Test
    void theIndexAndTheFrameSpeakGerman() {
        openIn(Locale.GERMAN, CartLabView.class, LabIndexView.class);
        assertThat(find(Anchor.class).id("score-board-link").getText())
                .isEqualTo(texts.getTranslation("index.board", Locale.GERMAN));
        assertThat(find(Div.class).id("lab-card-2").getElement().getTextRecursively())
                .contains(texts.getTranslation("index.lab.2.title", Locale.GERMAN));
        assertThat(find(Span.class).id("exercise-status-2").getText())
                .isEqualTo(texts.getTranslation("index.status.open", Locale.GERMAN));
        assertThat(find(Span.class).id("sandbox-badge").getText())
                .startsWith(
                        texts.getTranslation("shell.sandbox", Locale.GERMAN, "").strip());
    }

    @Test
    void arabicRunsRightToLeftAndNamesTheLabsInArabic() {
        Locale arabic = Language.ARABIC.locale();
        openIn(arabic, CartLabView.class, LabIndexView.class);
        assertThat(find(Div.class).id("lab-card-8").getElement().getTextRecursively())
                .contains(texts.getTranslation("index.lab.8.summary", arabic));
    }

    @Test
    void everyMenuEntryIsNamedFromTheBundleInEveryLanguage() {
        for (Language language : Language.all()) {
            openIn(language.locale(), CartLabView.class, LabIndexView.class);
            // The entries are the navigation's markup (MenuMarkup), read as the browser will.
            Elements items = Jsoup.parseBodyFragment(
                            find(SideNav.class).single().getElement().getProperty("innerHTML"))
                    .select("vaadin-side-nav-item");
            assertThat(items)
                    .hasSizeGreaterThan(10)
                    .allSatisfy(item -> assertThat(item.select("span.nav-label").text())
                            .as("%s menu entry %s", language, item.attr("path"))
                            .isNotBlank()
                            .doesNotContain("!shell."));
            assertThat(items.select("[path='labs/account'] span.nav-label").text())
                    .isEqualTo(texts.getTranslation("shell.menu.labs.account", language.locale()));
        }
    }
}
