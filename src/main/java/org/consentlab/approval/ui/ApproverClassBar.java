package org.consentlab.approval.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import java.util.function.Consumer;
import org.consentlab.instructor.JoinCode;
import org.consentlab.instructor.WorkshopClass;
import org.jspecify.annotations.Nullable;

/**
 * Which class the approver works for: the class's name with a way to leave it, or a field for the
 * class's join code. It only shows and reports; the view decides what a code means.
 */
class ApproverClassBar extends Composite<Div> {

    private final TextField code = new TextField(getTranslation("approval.class.field"));
    private final Button join = new Button(getTranslation("approval.class.join"));
    private final Paragraph shown = new Paragraph();
    private final Button leave = new Button(getTranslation("approval.class.leave"));
    private final HorizontalLayout chooser = new HorizontalLayout(code, join);
    private final HorizontalLayout chosen = new HorizontalLayout(shown, leave);

    ApproverClassBar(Consumer<String> onCode, Runnable onLeave) {
        code.setId("approver-class-code");
        code.setPlaceholder(getTranslation("approval.class.placeholder", JoinCode.EXAMPLE));
        code.setHelperText(getTranslation("approval.class.helper"));
        code.setMaxLength(JoinCode.MAX_TYPED);
        code.setWidth("18em");
        join.setId("approver-class-join");
        join.addClickListener(click -> onCode.accept(code.getValue()));
        join.addClickShortcut(Key.ENTER).listenOn(code);
        shown.setId("approver-class");
        leave.setId("approver-class-leave");
        leave.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
        leave.addClickListener(click -> onLeave.run());
        chooser.setAlignItems(FlexComponent.Alignment.BASELINE);
        chosen.setAlignItems(FlexComponent.Alignment.BASELINE);
        getContent().addClassName("approver-class-bar");
        getContent().add(chooser, chosen);
        showNoClass(null);
    }

    /** No class chosen; {@code error} says why the last code was refused, if it was. */
    void showNoClass(@Nullable String error) {
        chooser.setVisible(true);
        chosen.setVisible(false);
        code.setInvalid(error != null);
        code.setErrorMessage(error);
    }

    void showClass(WorkshopClass workshop) {
        shown.setText(
                workshop.ended()
                        ? getTranslation("approval.class.ended", workshop.name())
                        : getTranslation("approval.class.shown", workshop.name(), workshop.code()));
        code.clear();
        code.setInvalid(false);
        chooser.setVisible(false);
        chosen.setVisible(true);
    }
}
