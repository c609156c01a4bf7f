package org.consentlab.instructor.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.DetachEvent;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.shared.Registration;
import com.vaadin.flow.spring.security.AuthenticationContext;
import jakarta.annotation.security.RolesAllowed;
import java.util.List;
import org.consentlab.base.ui.MainLayout;
import org.consentlab.i18n.Texts;
import org.consentlab.instructor.InstructorAccount;
import org.consentlab.instructor.InstructorPanel;
import org.consentlab.instructor.WorkshopClass;
import org.jspecify.annotations.Nullable;

/**
 * The instructor's page: open a class or pick one of theirs, then run it (see {@link ClassSection}).
 * Only the {@code INSTRUCTOR} role opens it. While open, it looks at the clock twice a minute so
 * that times since activity and "stuck" marks move on without anyone's click.
 */
@Menu(order = 13, title = "Instructor", icon = "vaadin:presentation")
@Route(value = "instructor", layout = MainLayout.class)
@RolesAllowed(InstructorAccount.ROLE)
class InstructorView extends Div implements HasDynamicTitle {

    static final int TICK_MILLIS = 30_000;

    private final ClassDesk desk;
    private final String instructor;
    private final Select<WorkshopClass> picker = new Select<>();
    private final Div shown = new Div();
    private @Nullable ClassSection section;
    private @Nullable Registration ticking;

    InstructorView(AuthenticationContext authentication, ClassDesk desk, List<InstructorPanel> panels) {
        this.desk = desk;
        this.instructor = authentication.getPrincipalName().orElseThrow();
        addClassName("instructor-page");
        picker.setId("class-pick");
        picker.setLabel(getTranslation("instructor.classes"));
        picker.setItemLabelGenerator(InstructorView::label);
        picker.setEmptySelectionAllowed(false);
        picker.addValueChangeListener(event -> {
            if (event.getValue() != null) {
                show(event.getValue());
            }
        });
        Paragraph who = new Paragraph(getTranslation("instructor.signed-in", Texts.isolate(instructor)));
        who.setId("instructor-name");
        Div classBar = new Div(new ClassCreateForm(this::create), picker);
        classBar.addClassName("class-bar");
        Anchor guide = new Anchor("help/trainers-guide", getTranslation("instructor.guide"));
        guide.setId("trainers-guide-link");
        add(new H1(getTranslation("instructor.title")), who, new Paragraph(guide), classBar, shown);
        panels.forEach(panel -> add(panel.panel()));
        List<WorkshopClass> mine = desk.classes().ofInstructor(instructor);
        picker.setItems(mine);
        mine.stream()
                .filter(open -> !open.ended())
                .findFirst()
                .or(() -> mine.stream().findFirst())
                .ifPresentOrElse(
                        picker::setValue, () -> shown.add(new Paragraph(getTranslation("instructor.no-class"))));
    }

    @Override
    protected void onAttach(AttachEvent attach) {
        attach.getUI().setPollInterval(TICK_MILLIS);
        ticking = attach.getUI().addPollListener(poll -> {
            if (section != null) {
                section.tick();
            }
        });
    }

    @Override
    protected void onDetach(DetachEvent detach) {
        detach.getUI().setPollInterval(-1);
        if (ticking != null) {
            ticking.remove();
        }
    }

    private void create(String name) {
        WorkshopClass opened = desk.classes().create(name, instructor);
        picker.setItems(desk.classes().ofInstructor(instructor));
        picker.setValue(opened);
    }

    private void show(WorkshopClass chosen) {
        shown.removeAll();
        section = desk.classes()
                .byId(chosen.id())
                .map(current -> new ClassSection(desk, current, this::reload))
                .orElse(null);
        if (section != null) {
            shown.add(section);
        }
    }

    /** After the class ended: the picker and the section say so. */
    private void reload() {
        WorkshopClass current = picker.getValue();
        picker.setItems(desk.classes().ofInstructor(instructor));
        desk.classes().byId(current.id()).ifPresent(picker::setValue);
    }

    @Override
    public String getPageTitle() {
        return getTranslation("instructor.page-title");
    }

    private static String label(WorkshopClass workshop) {
        return Texts.t(
                workshop.ended() ? "instructor.class-label.ended" : "instructor.class-label",
                Texts.isolate(workshop.name()),
                Texts.isolate(workshop.code().value()));
    }
}
