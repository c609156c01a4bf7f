package org.consentlab.selfapproval.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.Map;
import org.consentlab.consent.defence.ConfirmDefence;
import org.consentlab.i18n.Texts;
import org.consentlab.selfapproval.AgentCapability;
import org.consentlab.selfapproval.ExpectedGrades;
import org.consentlab.selfapproval.Grade;
import org.consentlab.selfapproval.SelfApprovalRuns;
import org.jspecify.annotations.Nullable;

/**
 * Defences down, agent capabilities across: each cell shows the wire's grade of the latest run of
 * that pair, and, once the learner has run it (never before: finding out is the lab), whether that is
 * the correct design's grade ("HELD as expected"), or which grade the correct design gets instead
 * ("BROKEN (the correct design: HELD)", a run under a failure mode).
 */
public class DefenceMatrix extends Composite<Div> {

    private final Div grid = new Div();

    public DefenceMatrix() {
        grid.setId("defence-matrix");
        grid.addClassName("defence-matrix");
        grid.getStyle()
                .set("display", "grid")
                .set(
                        "grid-template-columns",
                        // No column narrower than its longest word: a header wraps only where it has a hyphen.
                        "minmax(min-content, 11em) repeat(" + AgentCapability.values().length
                                + ", minmax(min-content, 1fr))")
                .set("gap", "2px")
                .set("font-size", "var(--lumo-font-size-s)");
        Div frame = getContent();
        frame.add(grid);
        // Where the page is narrower than the matrix's words, the matrix scrolls sideways inside this frame,
        // not the page: focusable and named, so the keyboard can scroll it too.
        frame.getStyle().set("overflow-x", "auto").set("max-width", "100%");
        frame.getElement().setAttribute("tabindex", "0");
        frame.getElement().setAttribute("role", "region");
        frame.getElement().setAttribute("aria-label", Texts.t("selfapproval.matrix"));
        show(Map.of());
    }

    public void show(Map<String, Grade> ran) {
        grid.removeAll();
        grid.add(header(""));
        for (AgentCapability capability : AgentCapability.values()) {
            grid.add(header(capability.id()));
        }
        for (ConfirmDefence defence : ConfirmDefence.values()) {
            grid.add(header(defence.id()));
            for (AgentCapability capability : AgentCapability.values()) {
                grid.add(cell(defence, capability, ran.get(SelfApprovalRuns.cell(defence, capability))));
            }
        }
    }

    private static Span header(String text) {
        Span header = new Span(text);
        header.getElement().setAttribute("translate", "no");
        header.getStyle()
                .set("font-weight", "600")
                .set("padding", "var(--lumo-space-xs)")
                // Breaks only between words and after a hyphen ("owns-" / "authenticator"), never inside a word.
                .set("overflow-wrap", "normal")
                .set("hyphens", "manual");
        return header;
    }

    private Div cell(ConfirmDefence defence, AgentCapability capability, @Nullable Grade grade) {
        Div cell = new Div();
        cell.setId("cell-" + SelfApprovalRuns.cell(defence, capability));
        cell.getStyle().set("padding", "var(--lumo-space-xs)").set("border", "1px solid var(--lumo-contrast-10pct)");
        if (grade == null) {
            cell.setText(Texts.t("selfapproval.matrix.not-run"));
            cell.getStyle().set("color", "var(--lumo-secondary-text-color)");
            return cell;
        }
        // The grades (HELD, BROKEN) and the defences' and capabilities' ids are the lab's names, kept as they are.
        Span result = new Span(grade.name());
        result.getElement().setAttribute("translate", "no");
        result.addClassName("cell-grade");
        result.getElement().setAttribute("theme", grade == Grade.HELD ? "badge success" : "badge error");
        // The expectation is the correct design's. A run under a failure mode can grade otherwise, and the
        // cell then says so, rather than "expected" a grade this run was never going to get.
        Grade correct = ExpectedGrades.of(defence, capability);
        Span expected = new Span(
                grade == correct
                        ? " " + Texts.t("selfapproval.matrix.as-expected")
                        : " " + Texts.t("selfapproval.matrix.correct-design", Texts.isolate(correct.name())));
        expected.addClassName("cell-expected");
        expected.getStyle().set("color", "var(--lumo-secondary-text-color)");
        cell.add(result, expected);
        return cell;
    }
}
