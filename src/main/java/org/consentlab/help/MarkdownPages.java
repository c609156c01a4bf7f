package org.consentlab.help;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import org.commonmark.Extension;
import org.commonmark.ext.gfm.tables.TablesExtension;
import org.commonmark.ext.heading.anchor.HeadingAnchorExtension;
import org.commonmark.node.AbstractVisitor;
import org.commonmark.node.Code;
import org.commonmark.node.Heading;
import org.commonmark.node.Link;
import org.commonmark.node.Node;
import org.commonmark.node.Text;
import org.commonmark.parser.Parser;
import org.commonmark.renderer.html.HtmlRenderer;
import org.jspecify.annotations.Nullable;

/**
 * Markdown to a help page (its title, and the rest as HTML) with commonmark. Raw HTML in a doc is shown as text and unsafe link
 * schemes are dropped (escapeHtml, sanitizeUrls), so a doc can never put markup or script into the
 * page. Links to other docs go to their help pages; links to other files of the repository, which
 * the app does not serve, keep their text and lose the link. Headings start at one h1 and never skip a
 * level, as the page's outline needs; their ids are prefixed so that none can equal an id of the app.
 */
final class MarkdownPages {

    static final String ID_PREFIX = "doc-";
    private static final List<Extension> EXTENSIONS = List.of(
            TablesExtension.create(),
            HeadingAnchorExtension.builder().idPrefix(ID_PREFIX).build());

    private final Parser parser = Parser.builder().extensions(EXTENSIONS).build();
    private final HtmlRenderer renderer = HtmlRenderer.builder()
            .extensions(EXTENSIONS)
            .escapeHtml(true)
            .sanitizeUrls(true)
            .build();

    HelpDoc render(String name, String markdown) {
        Node document = parser.parse(markdown);
        Outline outline = new Outline();
        document.accept(outline);
        List<Link> links = new ArrayList<>();
        document.accept(new AbstractVisitor() {
            @Override
            public void visit(Link link) {
                links.add(link);
                visitChildren(link);
            }
        });
        links.forEach(link -> point(name, link));
        // The title is the page's h1 component, above the rest of the doc.
        if (outline.first != null) {
            outline.first.unlink();
        }
        String title = outline.title.isBlank() ? name : outline.title;
        return new HelpDoc(name, title, "<div class=\"help-doc\">" + renderer.render(document) + "</div>");
    }

    /** A link to a doc goes to its page; one to a file the app does not serve becomes its text. */
    private static void point(String name, Link link) {
        String target = target(name, link.getDestination());
        if (target != null) {
            link.setDestination(target);
            return;
        }
        Node child = link.getFirstChild();
        while (child != null) {
            Node next = child.getNext();
            link.insertBefore(child);
            child = next;
        }
        link.unlink();
    }

    /** The help address of a link's target, the link itself if it leaves the app, or null. */
    static @Nullable String target(String name, String destination) {
        try {
            URI uri = URI.create(destination);
            if (uri.isAbsolute()) {
                return destination;
            }
            String fragment = uri.getRawFragment() == null ? "" : "#" + ID_PREFIX + uri.getRawFragment();
            String path = uri.getRawPath() == null ? "" : uri.getRawPath();
            if (path.isEmpty()) {
                return "help/" + name + fragment;
            }
            String resolved =
                    URI.create("docs/" + name + ".md").resolve(path).normalize().getPath();
            return resolved.startsWith("docs/") && resolved.endsWith(".md")
                    ? "help/" + resolved.substring("docs/".length(), resolved.length() - ".md".length()) + fragment
                    : null;
        } catch (IllegalArgumentException notAnAddress) {
            return null;
        }
    }

    /** The first heading is the page's h1 and its title; later ones never skip a level nor repeat the h1. */
    private static final class Outline extends AbstractVisitor {

        private int previous;
        private @Nullable Heading first;
        private String title = "";
        private boolean inTitle;

        @Override
        public void visit(Heading heading) {
            heading.setLevel(previous == 0 ? 1 : Math.max(2, Math.min(heading.getLevel(), previous + 1)));
            inTitle = previous == 0;
            if (inTitle) {
                first = heading;
            }
            previous = heading.getLevel();
            visitChildren(heading);
            inTitle = false;
        }

        @Override
        public void visit(Text text) {
            if (inTitle) {
                title += text.getLiteral();
            }
        }

        @Override
        public void visit(Code code) {
            if (inTitle) {
                title += code.getLiteral();
            }
        }
    }
}
