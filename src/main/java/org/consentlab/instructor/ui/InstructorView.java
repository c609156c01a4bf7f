package org.consentlab.instructor.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.spring.security.AuthenticationContext;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import java.util.Optional;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.base.ui.RequestAddress;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.InstructorAccount;
import org.consentlab.instructor.WorkshopClass;

/**
 * The instructor's page: open a class or pick one of theirs, and show its join code for the
 * projector. Only the {@code INSTRUCTOR} role opens it.
 */
@Menu(order = 9, title = "Instructor", icon = "vaadin:presentation")
@Route(value = "instructor", layout = MainLayout.class)
@PageTitle("Instructor · Consent Lab")
@RolesAllowed(InstructorAccount.ROLE)
class InstructorView extends Div {

    private final Classes classes;
    private final String instructor;
    private final Select<WorkshopClass> picker = new Select<>();
    private final Div shown = new Div();

    InstructorView(AuthenticationContext authentication, Classes classes) {
        this.classes = classes;
        this.instructor = authentication.getPrincipalName().orElseThrow();
        addClassName("instructor-page");
        picker.setId("class-pick");
        picker.setLabel("Your classes");
        picker.setItemLabelGenerator(InstructorView::label);
        picker.setEmptySelectionAllowed(false);
        picker.addValueChangeListener(event -> {
            if (event.getValue() != null) {
                show(event.getValue());
            }
        });
        shown.addClassName("class-shown");
        Paragraph who = new Paragraph("Signed in as " + instructor);
        who.setId("instructor-name");
        add(new H2("Run a class"), who, new ClassCreateForm(this::create), picker, shown);
        List<WorkshopClass> mine = classes.ofInstructor(instructor);
        picker.setItems(mine);
        mine.stream().filter(open -> !open.ended()).findFirst().or(() -> mine.stream().findFirst())
                .ifPresentOrElse(picker::setValue, () -> shown.add(new Paragraph(
                        "No class yet: name one above, then show its code to the room.")));
    }

    private void create(String name) {
        WorkshopClass opened = classes.create(name, instructor);
        picker.setItems(classes.ofInstructor(instructor));
        picker.setValue(opened);
    }

    private void show(WorkshopClass chosen) {
        Optional<WorkshopClass> fresh = classes.byId(chosen.id());
        shown.removeAll();
        fresh.ifPresent(current -> shown.add(new H3(current.name()),
                new ClassCodePanel(current, RequestAddress.of("/join/" + current.code().value())
                        .orElse("/join/" + current.code().value()))));
    }

    private static String label(WorkshopClass workshop) {
        return workshop.name() + " · " + workshop.code().value() + (workshop.ended() ? " · ended" : "");
    }
}
