package org.consentlab.instructor.ui;

import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;
import org.consentlab.i18n.Texts;
import org.jspecify.annotations.Nullable;

/**
 * The class's workshop settings: how long a gate waits for the learner, and how long an approval
 * waits for the approver, both longer than the lab's defaults so there is time to talk. Each is
 * picked from a bounded list, so no value outside a sensible range can be saved; "lab default"
 * clears the setting.
 */
class WorkshopSettings extends Composite<HorizontalLayout> {

    static final List<Duration> GATE_TTLS = minutes(2, 5, 10, 15, 30, 60);
    static final List<Duration> APPROVAL_TIMEOUTS = minutes(1, 2, 5, 10, 15);

    private final Span saved = new Span();

    WorkshopSettings(
            @Nullable Duration gateTtl,
            @Nullable Duration approvalTimeout,
            Duration labGateTtl,
            Duration labApprovalTimeout,
            BiConsumer<@Nullable Duration, @Nullable Duration> save) {
        Select<Optional<Duration>> ttl =
                choice("class-gate-ttl", Texts.t("instructor.settings.gate-ttl"), GATE_TTLS, labGateTtl, gateTtl);
        Select<Optional<Duration>> timeout = choice(
                "class-approval-timeout",
                Texts.t("instructor.settings.approval-timeout"),
                APPROVAL_TIMEOUTS,
                labApprovalTimeout,
                approvalTimeout);
        saved.setId("class-settings-saved");
        saved.addClassName("muted");
        Button store = new Button(Texts.t("instructor.settings.save"), click -> {
            save.accept(ttl.getValue().orElse(null), timeout.getValue().orElse(null));
            saved.setText(Texts.t(
                    "instructor.settings.saved",
                    words(ttl.getValue(), labGateTtl),
                    words(timeout.getValue(), labApprovalTimeout)));
        });
        store.setId("class-settings-save");
        HorizontalLayout row = getContent();
        row.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
        row.addClassName("workshop-settings");
        row.add(ttl, timeout, store, saved);
    }

    private static Select<Optional<Duration>> choice(
            String id, String label, List<Duration> bounded, Duration labDefault, @Nullable Duration current) {
        Select<Optional<Duration>> select = new Select<>();
        select.setId(id);
        select.setLabel(label);
        List<Optional<Duration>> items = new ArrayList<>(List.of(Optional.empty()));
        bounded.forEach(choice -> items.add(Optional.of(choice)));
        if (current != null && !bounded.contains(current)) {
            items.add(Optional.of(current));
        }
        select.setItems(items);
        select.setItemLabelGenerator(item -> item.map(WorkshopSettings::label)
                .orElse(Texts.t("instructor.settings.lab-default", label(labDefault))));
        select.setValue(Optional.ofNullable(current));
        return select;
    }

    private static String words(Optional<Duration> chosen, Duration labDefault) {
        return label(chosen.orElse(labDefault));
    }

    static String label(Duration duration) {
        return duration.toSeconds() % 60 == 0
                ? Texts.t("instructor.minutes", duration.toMinutes())
                : Texts.t("instructor.seconds", duration.toSeconds());
    }

    private static List<Duration> minutes(int... values) {
        return java.util.Arrays.stream(values).mapToObj(Duration::ofMinutes).toList();
    }
}
