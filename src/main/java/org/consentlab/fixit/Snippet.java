package org.consentlab.fixit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One challenge's code as the source holds it: the snippet's lines (numbered from 1, the markers
 * taken out, indented as in the file less their common margin), which of them the source marks as
 * letting the agent through, and the correct twin's lines where the source has them.
 */
public record Snippet(String file, List<Line> lines, List<String> fix) {

    /** A line the learner reads; {@code culprit} is the answer, never sent to the page. */
    public record Line(int number, String text, boolean culprit) {}

    private static final Pattern MARKER =
            Pattern.compile("^\\s*// fixit:(begin|end|fix-begin|fix-end)((?: [a-z-]+)+)\\s*$");
    private static final Pattern CULPRIT = Pattern.compile("\\s*// fixit:culprit((?: [a-z-]+)+)\\s*$");

    public Snippet {
        lines = List.copyOf(lines);
        fix = List.copyOf(fix);
    }

    public Set<Integer> culprits() {
        Set<Integer> marked = new HashSet<>();
        lines.stream().filter(Line::culprit).forEach(line -> marked.add(line.number()));
        return marked;
    }

    /** The text of the marked lines, trimmed: what a challenge declares it asks about. */
    public List<String> culpritTexts() {
        return lines.stream()
                .filter(Line::culprit)
                .map(line -> line.text().strip())
                .toList();
    }

    /**
     * Reads challenge {@code name}'s snippet out of {@code source}; empty lines when the source has
     * no snippet of that name. A line may belong to several challenges' snippets at once.
     */
    public static Snippet of(String file, String source, String name) {
        List<String> shown = new ArrayList<>();
        List<Boolean> marked = new ArrayList<>();
        List<String> fix = new ArrayList<>();
        boolean inSnippet = false;
        boolean inFix = false;
        for (String raw : source.split("\n", -1)) {
            Matcher marker = MARKER.matcher(raw);
            if (marker.matches()) {
                if (names(marker.group(2)).contains(name)) {
                    switch (marker.group(1)) {
                        case "begin" -> inSnippet = true;
                        case "end" -> inSnippet = false;
                        case "fix-begin" -> inFix = true;
                        default -> inFix = false;
                    }
                }
                continue;
            }
            Matcher culprit = CULPRIT.matcher(raw);
            boolean isCulprit = culprit.find() && names(culprit.group(1)).contains(name);
            String code = CULPRIT.matcher(raw).replaceFirst("");
            if (inSnippet) {
                shown.add(code);
                marked.add(isCulprit);
            }
            if (inFix) {
                fix.add(code);
            }
        }
        List<String> outdented = outdent(shown);
        List<Line> lines = new ArrayList<>();
        for (int k = 0; k < outdented.size(); k++) {
            lines.add(new Line(k + 1, outdented.get(k), marked.get(k)));
        }
        return new Snippet(file, lines, outdent(fix));
    }

    /** Every name any marker in {@code source} carries: a test checks each belongs to a challenge. */
    public static Set<String> namesIn(String source) {
        Set<String> all = new HashSet<>();
        for (String raw : source.split("\n", -1)) {
            Matcher marker = MARKER.matcher(raw);
            Matcher culprit = CULPRIT.matcher(raw);
            if (marker.matches()) {
                all.addAll(names(marker.group(2)));
            } else if (culprit.find()) {
                all.addAll(names(culprit.group(1)));
            }
        }
        return all;
    }

    private static List<String> names(String list) {
        return List.of(list.strip().split(" "));
    }

    private static List<String> outdent(List<String> lines) {
        int margin = lines.stream()
                .filter(line -> !line.isBlank())
                .mapToInt(line -> line.length() - line.stripLeading().length())
                .min()
                .orElse(0);
        return lines.stream()
                .map(line -> line.isBlank() ? "" : line.substring(margin).stripTrailing())
                .toList();
    }
}
