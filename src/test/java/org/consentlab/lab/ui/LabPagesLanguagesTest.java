package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.tabs.TabSheet;
import com.vaadin.flow.i18n.I18NProvider;
import java.util.List;
import java.util.Locale;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.i18n.Language;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Labs 1 to 4 and their side panel in German and Arabic, checked by key against the bundles (never
 * by a copied sentence); what an agent received stays English and says so; the guided tour names
 * Lab 4's buttons with the very words Lab 4 shows.
 */
class LabPagesLanguagesTest extends LabBrowserlessTest {

    @Autowired
    I18NProvider texts;

    @Test
    void labFourSpeaksGermanAndTheTourQuotesItsButtonsWord() {
        openIn(Locale.GERMAN, LabIndexView.class, AccountLabView.class);
        String simulate = texts.getTranslation("lab.4.simulate", Locale.GERMAN);
        assertThat(find(Button.class).id("simulate-agent").getText()).isEqualTo(simulate);
        assertThat(find(H1.class).single().getText()).isEqualTo(texts.getTranslation("lab.4.title", Locale.GERMAN));
        assertThat(find(Button.class).id("reset-sandbox").getText())
                .isEqualTo(texts.getTranslation("lab.reset", Locale.GERMAN));
        assertThat(texts.getTranslation("tour.step.1", Locale.GERMAN)).contains("„" + simulate + "“");
        assertThat(texts.getTranslation("tour.step.4", Locale.GERMAN)).contains("„" + simulate + "“");
        assertThat(texts.getTranslation("tour.step.3", Locale.GERMAN))
                .contains("„" + texts.getTranslation("lab.wire", Locale.GERMAN) + "“");

        test(find(Button.class).id("simulate-agent")).click();
        Pre returned = find(Pre.class).id("tool-result");
        assertThat(returned.getText()).as("what the agent got is protocol").startsWith("PENDING");
        assertThat(returned.getElement().getAttribute("lang")).isEqualTo("en");
        assertThat(returned.getElement().getAttribute("translate")).isEqualTo("no");
    }

    @Test
    void theTourQuotesLabFoursArabicButtonWords() {
        Locale arabic = Language.ARABIC.locale();
        String simulate = texts.getTranslation("lab.4.simulate", arabic);
        assertThat(texts.getTranslation("tour.step.1", arabic)).contains("«" + simulate + "»");
        assertThat(texts.getTranslation("tour.step.4", arabic)).contains("«" + simulate + "»");
        assertThat(texts.getTranslation("tour.step.3", arabic))
                .contains("«" + texts.getTranslation("lab.wire", arabic) + "»");
    }

    @Test
    void theCartLabSpeaksArabicAndItsSidePanelToo() {
        Locale arabic = Language.ARABIC.locale();
        openIn(arabic, LabIndexView.class, CartLabView.class);
        assertThat(find(Button.class).id("cart-add").getText()).isEqualTo(texts.getTranslation("lab.2.add", arabic));
        assertThat(find(UnorderedList.class).id("cart-lines").getElement().getTextRecursively())
                .isEqualTo(texts.getTranslation("lab.2.empty", arabic));
        assertThat(find(Div.class).id("wire-log-scope").getText())
                .isEqualTo(texts.getTranslation("toolcall.wire.scope.lab", arabic, 2));
        assertThat(find(Button.class).id("inspector-invoke").getText())
                .isEqualTo(texts.getTranslation("inspector.invoke", arabic));
        assertThat(find(Span.class).id("exercise-status").getText())
                .isEqualTo(texts.getTranslation("lab.exercise.status.open", arabic));
    }

    @Test
    void theProductLabNamesItsProductsAndPricesInGermanAndKeepsTheSku() {
        openIn(Locale.GERMAN, LabIndexView.class, ProductLabView.class);
        String card = find(Span.class)
                .id("product-sku-MUG-01")
                .getElement()
                .getParent()
                .getTextRecursively();
        assertThat(card)
                .contains(texts.getTranslation("product.item.MUG-01.name", Locale.GERMAN))
                .contains("14,00")
                .contains("€")
                .contains(texts.getTranslation("product.item.MUG-01.description", Locale.GERMAN));
        assertThat(find(Span.class).id("product-sku-MUG-01").getText())
                .isEqualTo(texts.getTranslation("lab.3.sku", Locale.GERMAN, "MUG-01"));
        test(find(Button.class).id("product-add-MUG-01")).click();
        Paragraph answer = find(Paragraph.class).id("product-result");
        assertThat(answer.getText())
                .as("the tool's answer, as the agent gets it")
                .startsWith("Added 1 × MUG-01");
        assertThat(answer.getElement().getAttribute("lang")).isEqualTo("en");
    }

    /**
     * The Timeline's events in German and Arabic, by key: what the screen showed and the gate's
     * question in the page's language, the state names as recorded.
     */
    @Test
    void theTimelineTellsLabFoursCallInGermanAndArabic() {
        for (Locale language : List.of(Locale.GERMAN, Language.ARABIC.locale())) {
            openIn(language, LabIndexView.class, AccountLabView.class);
            test(find(Button.class).id("simulate-agent")).click();
            test(find(TabSheet.class).all().getFirst()).select(texts.getTranslation("lab.side.timeline", language));
            String screen =
                    find(Div.class).id("timeline-row-screen").getElement().getTextRecursively();
            assertThat(screen)
                    .contains(texts.getTranslation("toolcall.event.screen.confirmation", language))
                    .doesNotContain("confirmation on screen");
            String gateAsks = texts.getTranslation("toolcall.event.gate-asks", language, "#", "");
            assertThat(find(Div.class).id("timeline-row-consent").getElement().getTextRecursively())
                    .contains(gateAsks.substring(0, gateAsks.indexOf('#')));
            assertThat(find(Div.class)
                            .id("timeline-row-tool-state")
                            .getElement()
                            .getTextRecursively())
                    .contains("approval-requested");
        }
    }
}
