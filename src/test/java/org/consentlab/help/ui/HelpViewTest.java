package org.consentlab.help.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Footer;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.consentlab.LabBrowserlessTest;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;

/** Every help link of the frame opens its doc, titled as the doc is, and a name that is no doc is not found. */
class HelpViewTest extends LabBrowserlessTest {

    @Test
    void everyFooterLinkOpensItsDocWithTheDocsOwnTitle() throws Exception {
        navigate(HelpView.class);
        List<String> links = List.of("accessibility", "workshop", "testing").stream()
                .map(this::footerLink)
                .toList();
        for (String href : links) {
            String doc = href.substring("help/".length());
            // The title as the repository's file has it: its first line, "# " dropped.
            String title =
                    Files.readAllLines(Path.of("docs", doc + ".md")).getFirst().substring(2);

            navigate(href, HelpView.class);

            assertThat(h1s()).as(doc).containsExactly(title);
            assertThat(UI.getCurrent().getInternals().getTitle()).isEqualTo(title + " · Help · Consent Lab");
        }
    }

    @Test
    void theIndexListsEveryDocAndLinksToItsPage() {
        navigate(HelpView.class);
        navigate(footerLink("index"), HelpView.class);

        assertThat(h1s()).containsExactly("Help");
        assertThat(UI.getCurrent().getInternals().getTitle()).isEqualTo("Help · Consent Lab");
        assertThat(find(Anchor.class).id("help-index-accessibility").getHref()).isEqualTo("help/accessibility");
        assertThat(find(Anchor.class).id("help-index-labs-lab-8-decisions").getText())
                .isEqualTo("Lab 8: beyond yes and no (/labs/decisions)");
    }

    @Test
    void aDocWithoutAHeadingOneStillHasOneAndLinksBetweenDocsStayInTheApp() {
        navigate("help/connect-agent", HelpView.class);

        assertThat(h1s()).containsExactly("Connect a real agent (MCP)");
        String html = find(com.vaadin.flow.component.Html.class).id("help-doc").getInnerHtml();
        assertThat(html).doesNotContain("href=\"../").doesNotContain(".md\"");
    }

    @Test
    void aNameThatIsNoDocIsNotFound() {
        navigate(HelpView.class);
        UI.getCurrent().navigate("help/no-such-doc");

        assertThat(getCurrentView().getClass().getSimpleName()).isEqualTo("NotFoundView");
        assertThat(find(Paragraph.class).id("not-found").getText()).isEqualTo("There is no page at /help/no-such-doc.");
    }

    /** The address of the frame's help link {@code help-link-<name>}: the footer's markup, read as the browser will. */
    private String footerLink(String name) {
        String footer = find(Footer.class).id("help-footer").getElement().getProperty("innerHTML");
        Element link = Jsoup.parseBodyFragment(footer).getElementById("help-link-" + name);
        assertThat(link).as("help-link-" + name).isNotNull();
        return link.attr("href");
    }

    private List<String> h1s() {
        return find(H1.class).all().stream().map(H1::getText).toList();
    }
}
