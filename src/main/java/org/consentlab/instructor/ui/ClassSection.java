package org.consentlab.instructor.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.server.streams.DownloadHandler;
import com.vaadin.flow.server.streams.DownloadResponse;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.consentlab.base.ui.RequestAddress;
import org.consentlab.i18n.Texts;
import org.consentlab.instructor.ClassMember;
import org.consentlab.instructor.WorkshopClass;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxId;

/**
 * One class on the instructor's page: its code for the projector, the live overview with export
 * and reset, the failure-mode switches and the workshop settings (with whether approvers approve
 * with a passkey) with "End class".
 */
class ClassSection extends Div {

    private final ClassDesk desk;
    private final WorkshopClass shown;
    private final ClassOverview overview;
    private final FailureSwitches switches;

    ClassSection(ClassDesk desk, WorkshopClass shown, Runnable ended) {
        this.desk = desk;
        this.shown = shown;
        addClassName("class-section");
        String joinUrl = RequestAddress.of("/join/" + shown.code().value())
                .orElse("/join/" + shown.code().value());
        overview = new ClassOverview(sandbox -> desk.row(shown.id(), sandbox), desk.stuckAfter(), desk.clock());
        switches = new FailureSwitches(desk.switchboard(shown.id()));
        desk.events().refreshChangedWhileAttached(overview, EnumSet.allOf(SandboxChange.class), this::changed);

        Anchor export = new Anchor(
                DownloadHandler.fromInputStream(download -> {
                    byte[] csv = ClassCsv.of(overview.rows()).getBytes(StandardCharsets.UTF_8);
                    return new DownloadResponse(
                            new ByteArrayInputStream(csv),
                            "class-" + shown.code().value() + ".csv",
                            "text/csv;charset=utf-8",
                            csv.length);
                }),
                getTranslation("instructor.export"));
        export.setId("class-export");
        Button reset = new Button(getTranslation("instructor.reset"), click -> confirmReset());
        reset.setId("class-reset");
        Button end = new Button(
                getTranslation("instructor.end"),
                click -> new ConfirmDialog(
                                "class-end",
                                getTranslation("instructor.end.title", Texts.isolate(shown.name())),
                                getTranslation(
                                        "instructor.end.consequence",
                                        Texts.isolate(shown.code().value())),
                                getTranslation("instructor.end"),
                                () -> {
                                    desk.classes().end(shown.id());
                                    ended.run();
                                })
                        .open());
        end.setId("class-end");
        end.addThemeVariants(ButtonVariant.LUMO_ERROR);
        end.setEnabled(!shown.ended());
        HorizontalLayout tools = new HorizontalLayout(export, reset);
        tools.addClassName("class-tools");

        add(
                new H2(shown.name()),
                new ClassCodePanel(shown, joinUrl),
                new H2(getTranslation("instructor.learners")),
                tools,
                overview,
                new H2(getTranslation("instructor.failure-modes")),
                switches,
                new H2(getTranslation("instructor.settings")),
                new WorkshopSettings(
                        shown.gateTtl(),
                        shown.approvalTimeout(),
                        desk.labGateTtl(),
                        desk.labApprovalTimeout(),
                        (ttl, timeout) -> desk.classes().settings(shown.id(), ttl, timeout)),
                new ApproverPasskeySetting(
                        desk.rules().approverPasskeys().of(shown.id()),
                        rule -> desk.rules().approverPasskeys().set(shown.id(), rule)),
                end);
        List<ClassMember> members = desk.classes().members(shown.id());
        overview.showAll(members.stream().map(ClassMember::sandbox).toList());
        switches.learners(members);
    }

    /** Time passed with nothing changed: times and who is stuck move on. */
    void tick() {
        overview.tick();
    }

    private void changed(Set<SandboxId> sandboxes) {
        overview.changed(sandboxes);
        switches.learners(desk.classes().members(shown.id()));
        switches.refresh();
    }

    private void confirmReset() {
        List<ClassMember> members = desk.classes().members(shown.id());
        new ConfirmDialog(
                        "class-reset",
                        getTranslation("instructor.reset.title", members.size()),
                        getTranslation("instructor.reset.consequence", members.size(), Texts.isolate(shown.name())),
                        getTranslation("instructor.reset.confirm", members.size()),
                        () -> members.forEach(member -> desk.sandboxes().reset(member.sandbox())))
                .open();
    }
}
