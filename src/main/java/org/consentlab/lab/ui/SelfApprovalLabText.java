package org.consentlab.lab.ui;

import com.vaadin.flow.component.html.Paragraph;
import java.util.List;
import org.consentlab.i18n.Texts;

/**
 * Lab 7's words that do not change with a run: what the lab asks, and below the matrix what the
 * keyboard, the research, the passkey defence, its own agent and its failure mode show. Kept apart
 * from the view so the view only assembles.
 */
final class SelfApprovalLabText {

    private SelfApprovalLabText() {}

    static Paragraph lead() {
        return new Paragraph(Texts.t("selfapproval.lead"));
    }

    /** The explanations under the matrix, in the order the page shows them. */
    static List<Paragraph> explanations() {
        return List.of(
                        "selfapproval.keyboard",
                        "selfapproval.research",
                        "selfapproval.passkey",
                        "selfapproval.owns-authenticator",
                        "selfapproval.any-passkey")
                .stream()
                .map(key -> new Paragraph(Texts.t(key)))
                .toList();
    }
}
