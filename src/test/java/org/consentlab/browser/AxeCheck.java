package org.consentlab.browser;

import com.deque.html.axecore.results.CheckedNode;
import com.deque.html.axecore.results.Results;
import com.deque.html.axecore.results.Rule;
import com.deque.html.axecore.selenium.AxeBuilder;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.openqa.selenium.WebDriver;

/**
 * Deque's axe-core, run in the page as it stands, with the rules of WCAG 2.1 A and AA plus four
 * best-practice rules about landmarks and headings. axe.min.js comes inside the library's jar, so
 * nothing is fetched while a test runs. Each check prints which rules applied to the page, so a
 * reader of the build log sees what was checked, not only that nothing failed.
 */
final class AxeCheck {

    static final List<String> TAGS = List.of("wcag2a", "wcag2aa", "wcag21a", "wcag21aa");
    static final List<String> BEST_PRACTICE =
            List.of("region", "landmark-one-main", "page-has-heading-one", "heading-order");

    private AxeCheck() {}

    /** The violations on the page now, one line per rule with its nodes; empty when it passes. */
    static List<String> violations(WebDriver driver, String page) {
        AxeBuilder axe = new AxeBuilder();
        axe.setOptions("{\"runOnly\":{\"type\":\"tag\",\"values\":[" + quoted(TAGS) + "]},\"rules\":{"
                + BEST_PRACTICE.stream()
                        .map(rule -> "\"" + rule + "\":{\"enabled\":true}")
                        .collect(Collectors.joining(","))
                + "}}");
        Results results = axe.analyze(driver);
        if (results.isErrored()) {
            throw new IllegalStateException("axe-core did not run on " + page + ": " + results.getErrorMessage());
        }
        List<String> checked = Stream.of(results.getPasses(), results.getViolations(), results.getIncomplete())
                .flatMap(List::stream)
                .map(Rule::getId)
                .distinct()
                .sorted()
                .toList();
        System.out.printf(
                "axe %s: %d rules applied, %d violated, %d to review by hand (%s), %d not applicable; checked: %s%n",
                page,
                checked.size(),
                results.getViolations().size(),
                results.getIncomplete().size(),
                ids(results.getIncomplete()),
                results.getInapplicable().size(),
                String.join(" ", checked));
        return results.getViolations().stream()
                .map(rule -> page + ": " + rule.getId() + " (" + rule.getImpact() + ") "
                        + rule.getHelp() + " — "
                        + rule.getNodes().stream().map(AxeCheck::describe).collect(Collectors.joining(" | ")))
                .toList();
    }

    private static String describe(CheckedNode node) {
        String summary = node.getFailureSummary() == null
                ? ""
                : " " + node.getFailureSummary().replace('\n', ' ');
        return node.getTarget() + summary;
    }

    private static String ids(List<Rule> rules) {
        return rules.stream().map(Rule::getId).collect(Collectors.joining(" "));
    }

    private static String quoted(List<String> values) {
        return values.stream().map(v -> "\"" + v + "\"").collect(Collectors.joining(","));
    }
}
