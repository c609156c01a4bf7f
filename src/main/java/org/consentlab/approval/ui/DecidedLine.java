package org.consentlab.approval.ui;

import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.Optional;
import org.consentlab.consent.tool.ArgumentBoundTool;
import org.consentlab.consent.ui.DecisionWords;
import org.consentlab.i18n.Texts;

/**
 * What an approver's decision did, as the approver reads it. In English, the kernel's own sentence.
 * In another language, a sentence of the kernel's is said in it ({@link DecisionWords}); where the
 * decision gave the agent its answer (a tool's protocol, which stays English), the page says it was
 * decided and quotes the answer as the call's record keeps it, {@code lang="en"}, left to right. What
 * was already said in the page's language before it (what a passkey's judge saw) is a line of its
 * own, so the two languages never run together. A tool's own refusal of arguments changed since the
 * decision was shown is quoted the same way, after the page's line that the tool refused.
 */
final class DecidedLine {

    private DecidedLine() {}

    /** {@code said}: the kernel's words; {@code toldTheAgent}: the call's answer as recorded, if it was decided. */
    static void show(Paragraph line, String said, Optional<String> toldTheAgent) {
        if (Texts.readsEnglish()) {
            line.setText(said);
            return;
        }
        Optional<String> inLanguage = DecisionWords.inReadersLanguage(said);
        if (inLanguage.isPresent()) {
            line.setText(inLanguage.get());
            return;
        }
        if (said.equals(ArgumentBoundTool.CHANGED)) {
            quote(line, "", Texts.t("approval.result.tool-refused"), said);
            return;
        }
        Optional<String> answer = toldTheAgent.filter(told -> !told.isEmpty() && said.endsWith(told));
        if (answer.isEmpty()) {
            line.setText(said); // words already in the page's language, or none it has words for
            return;
        }
        String before = said.substring(0, said.length() - answer.get().length()).strip();
        quote(line, before, Texts.t("approval.result.decided"), answer.get());
    }

    /** {@code before} (in the page's language) on a line of its own, then the page's {@code lead} and the English {@code quoted}. */
    private static void quote(Paragraph line, String before, String lead, String quoted) {
        line.setText("");
        if (!before.isEmpty()) {
            Span judged = new Span(before);
            judged.addClassName("decided-before");
            line.add(judged);
        }
        Span told = new Span(quoted);
        told.getElement().setAttribute("lang", "en");
        told.getElement().setAttribute("dir", "ltr");
        told.getElement().setAttribute("translate", "no");
        line.add(new Span(lead + " "), told);
    }
}
