package org.consentlab.instructor.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.Key;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import java.util.function.Consumer;

/** Opens a class by name. An empty name is refused next to the field, keeping whatever else was typed. */
class ClassCreateForm extends Composite<HorizontalLayout> {

    static final int MAX_NAME = 80;

    ClassCreateForm(Consumer<String> create) {
        TextField name = new TextField("New class");
        name.setId("class-name");
        name.setPlaceholder("e.g. Consent workshop, Tuesday");
        name.setMaxLength(MAX_NAME);
        name.setWidth("22em");
        Button open = new Button("Create class", click -> {
            if (name.getValue().isBlank()) {
                name.setErrorMessage("Give the class a name: learners see it in their top bar.");
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
