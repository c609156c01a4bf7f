package org.consentlab.help;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.consentlab.base.ui.MissingAddresses;
import org.springframework.core.io.Resource;
import org.springframework.core.io.support.PathMatchingResourcePatternResolver;
import org.springframework.stereotype.Component;

/**
 * The docs the build copied into the jar (under {@code help-docs/}), rendered once at start: they
 * cannot change while the app runs. Also says which {@code /help/...} addresses lead nowhere.
 */
@Component
public class HelpDocs implements MissingAddresses {

    static final String FOLDER = "help-docs/";

    private final Map<String, HelpDoc> docs = new TreeMap<>();

    HelpDocs() throws IOException {
        MarkdownPages pages = new MarkdownPages();
        Resource[] found = new PathMatchingResourcePatternResolver().getResources("classpath*:" + FOLDER + "**/*.md");
        Arrays.stream(found).forEach(resource -> {
            String url = url(resource);
            String name = url.substring(url.lastIndexOf(FOLDER) + FOLDER.length(), url.length() - ".md".length());
            docs.putIfAbsent(name, pages.render(name, read(resource)));
        });
    }

    public Optional<HelpDoc> find(String name) {
        return Optional.ofNullable(docs.get(name));
    }

    /** Every doc, by name (so each folder's docs stand together). */
    public Collection<HelpDoc> all() {
        return docs.values();
    }

    @Override
    public boolean missing(String path) {
        return path.startsWith("help/") && !docs.containsKey(path.substring("help/".length()));
    }

    private static String url(Resource resource) {
        try {
            return resource.getURL().toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String read(Resource resource) {
        try {
            return resource.getContentAsString(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
