package org.consentlab.help;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MarkdownPagesTest {

    private final MarkdownPages pages = new MarkdownPages();

    @Test
    void rawHtmlInADocIsShownAsTextNeverAsMarkup() {
        HelpDoc doc = pages.render(
                "x",
                "# Title\n\n<script>alert(1)</script>\n\nText <b onclick=\"x()\">bold</b> and "
                        + "[a link](javascript:alert(1)).\n");

        assertThat(doc.html())
                .doesNotContain("<script")
                .doesNotContain("<b ")
                .doesNotContain("javascript:")
                .contains("&lt;script&gt;alert(1)&lt;/script&gt;");
    }

    @Test
    void linksToDocsGoToTheirHelpPagesAndLinksToOtherFilesKeepOnlyTheirText() {
        HelpDoc doc = pages.render(
                "labs/lab-8-decisions",
                "# Lab\n\nSee [security](../security.md#durability), "
                        + "[lab 6](lab-6-reports.md), [above](#lab), [the code](../../src/main/java/X.java) and "
                        + "[W3C](https://www.w3.org/WAI/).\n");

        assertThat(doc.html())
                .contains("href=\"help/security#doc-durability\"")
                .contains("href=\"help/labs/lab-6-reports\"")
                .contains("href=\"help/labs/lab-8-decisions#doc-lab\"")
                .contains("href=\"https://www.w3.org/WAI/\"")
                .contains(" the code and ")
                .doesNotContain("X.java");
    }

    @Test
    void theFirstHeadingIsTheTitleAndNoLaterHeadingSkipsALevel() {
        HelpDoc doc = pages.render("x", "## Connect `MCP`\n\n#### Deep\n\n# Another top\n\ntext\n");

        assertThat(doc.title()).isEqualTo("Connect MCP");
        assertThat(doc.html())
                .doesNotContain("<h1")
                .contains("<h2 id=\"doc-deep\">Deep</h2>")
                .contains("<h2 id=\"doc-another-top\">Another top</h2>");
    }
}
