package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import org.consentlab.base.ui.LeanButton;
import org.consentlab.base.ui.LiveRegion;
import org.consentlab.i18n.Texts;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;

/**
 * The labs' Reset sandbox ({@code reset-sandbox}): resets, and says so in the page's live region,
 * each time it is pressed. Without the sentence a screen reader user hears nothing at all, since
 * the button keeps the focus and the page around it quietly goes back to its start.
 */
final class ResetSandbox {

    private ResetSandbox() {}

    static Button button(Sandboxes sandboxes, SandboxId sandbox) {
        Button reset = new LeanButton(Texts.t("lab.reset"));
        reset.addClickListener(e -> reset(reset, sandboxes, sandbox));
        reset.setId("reset-sandbox");
        reset.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        return reset;
    }

    /** Resets, then tells: the redraws the reset causes come first, and their own announcements do not cover it. */
    static void reset(Component inPage, Sandboxes sandboxes, SandboxId sandbox) {
        sandboxes.reset(sandbox);
        LiveRegion.tell(inPage, Texts.t("lab.reset.done"));
    }
}
