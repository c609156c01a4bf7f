package org.consentlab.instructor.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import java.util.function.Consumer;
import org.consentlab.i18n.Texts;
import org.consentlab.instructor.WorkshopClass;

/** Opens a class by name. An empty or too long name is refused next to the field, keeping what was typed. */
class ClassCreateForm extends Composite<HorizontalLayout> {

    ClassCreateForm(Consumer<String> create) {
        TextField name = new TextField(Texts.t("instructor.new-class"));
        name.setId("class-name");
        name.setPlaceholder(Texts.t("instructor.new-class.placeholder"));
        name.setMaxLength(WorkshopClass.MAX_NAME);
        name.setWidth("22em");
        Button open = new Button(Texts.t("instructor.create"), click -> {
            if (name.getValue().isBlank()) {
                name.setErrorMessage(Texts.t("instructor.name-missing"));
                name.setInvalid(true);
                return;
            }
            // The field stops typing at the limit, but a request can carry anything: checked here too.
            if (name.getValue().strip().length() > WorkshopClass.MAX_NAME) {
                name.setErrorMessage(Texts.t("instructor.name-too-long", WorkshopClass.MAX_NAME));
                name.setInvalid(true);
                return;
            }
            name.setInvalid(false);
            create.accept(name.getValue().strip());
            name.clear();
        });
        open.setId("class-create");
        open.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
        open.addClickShortcut(Key.ENTER).listenOn(name);
        HorizontalLayout row = getContent();
        row.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
        row.add(name, open);
    }
}
