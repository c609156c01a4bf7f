package org.consentlab.help;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import org.consentlab.base.ui.MissingAddresses;
import org.springframework.core.io.Resource;
import org.springframework.core.io.support.PathMatchingResourcePatternResolver;
import org.springframework.stereotype.Component;

/**
 * The docs the build copied into the jar (under {@code help-docs/}): found at start, each rendered
 * the first time it is shown and kept, since they cannot change while the app runs. Rendering all
 * of them at start took about 0.19 s of it on two cores (docs/performance.md). Also says which
 * {@code /help/...} addresses lead nowhere.
 */
@Component
public class HelpDocs implements MissingAddresses {

    static final String FOLDER = "help-docs/";

    private final Map<String, Resource> sources = new TreeMap<>();
    private final Map<String, HelpDoc> rendered = new ConcurrentHashMap<>();
    private final MarkdownPages pages = new MarkdownPages();

    HelpDocs() throws IOException {
        Resource[] found = new PathMatchingResourcePatternResolver().getResources("classpath*:" + FOLDER + "**/*.md");
        Arrays.stream(found).forEach(resource -> {
            String url = url(resource);
            String name = url.substring(url.lastIndexOf(FOLDER) + FOLDER.length(), url.length() - ".md".length());
            sources.putIfAbsent(name, resource);
        });
    }

    public Optional<HelpDoc> find(String name) {
        return sources.containsKey(name) ? Optional.of(doc(name)) : Optional.empty();
    }

    /** Every doc, by name (so each folder's docs stand together). */
    public Collection<HelpDoc> all() {
        return sources.keySet().stream().map(this::doc).toList();
    }

    @Override
    public boolean missing(String path) {
        return path.startsWith("help/") && !sources.containsKey(path.substring("help/".length()));
    }

    private HelpDoc doc(String name) {
        return rendered.computeIfAbsent(name, known -> pages.render(known, read(sources.get(known))));
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
