package org.consentlab.consent.ui;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import org.consentlab.consent.Gate;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * A row's edit, before approving: one field per argument the tool lets the person edit, and the
 * consequence recomputed from the records (with the rung after the policy ladder ran again) as
 * they type (the row asks the kernel, {@link EditChanged}). A money field is typed in euros and sent
 * on in cents ({@link EuroAmount}). Approve as edited can be pressed exactly while the edit can run.
 * It shows and builds the edited arguments only; the kernel decides on them.
 */
class BatchEdit extends Div {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Pattern WHOLE_NUMBER = Pattern.compile("-?\\d{1,15}");

    private final BatchRow row;
    private final Gate gate;
    private final String inputSchema;
    private final Map<String, TextField> fields = new LinkedHashMap<>();
    private final Map<String, EditField> words;
    private final Button approveEdited;
    private final Button cancel = new Button(getTranslation("consent.batch.edit.cancel"));
    private final Paragraph consequence = new Paragraph();
    private final Paragraph rung = new Paragraph();

    BatchEdit(BatchRow row, String prefix, Gate gate, Map<String, EditField> editable, String inputSchema) {
        this.row = row;
        this.gate = gate;
        this.inputSchema = inputSchema;
        this.words = new LinkedHashMap<>(editable);
        this.approveEdited = GateCardParts.button(
                prefix + "-edit-approve", getTranslation("consent.batch.edit.approve"), ConsentGateCard.DANGER);
        cancel.setId(prefix + "-edit-cancel");
        setId(prefix + "-edit-panel");
        addClassName("batch-item-edit");
        HorizontalLayout inputs = new HorizontalLayout();
        inputs.addClassName("batch-item-controls");
        for (var word : words.entrySet()) {
            String name = word.getKey();
            EditField said = word.getValue();
            TextField field = new TextField(said.label());
            field.setHelperText(said.allowed().isEmpty() ? null : said.allowed());
            field.addClassName("batch-item-edit-field");
            field.setId(prefix + "-edit-" + name);
            field.setValueChangeMode(ValueChangeMode.EAGER);
            field.addValueChangeListener(change -> preview());
            fields.put(name, field);
            inputs.add(field);
        }
        consequence.setId(prefix + "-edit-consequence");
        consequence.addClassName("consequence");
        rung.setId(prefix + "-edit-rung");
        rung.addClassName("meta");
        Paragraph asEdited = new Paragraph(getTranslation("consent.batch.edit.would"));
        asEdited.addClassName("meta");
        HorizontalLayout decide = new HorizontalLayout(approveEdited, cancel);
        decide.addClassName("batch-item-controls");
        add(inputs, asEdited, consequence, rung, decide);
        reset();
    }

    Button approveEdited() {
        return approveEdited;
    }

    Button cancel() {
        return cancel;
    }

    /** Every field back to what the agent asked, and the consequence with it. */
    void reset() {
        JsonNode asked = JSON.readTree(gate.argsToRun());
        fields.forEach((name, field) -> field.setValue(
                asked.path(name).isMissingNode()
                        ? ""
                        : words.get(name).cents() != null && asked.path(name).isIntegralNumber()
                                ? EuroAmount.written(asked.path(name).asLong())
                                : asked.path(name).asString()));
        preview();
    }

    /** The first field typed so that it cannot be read at all (a malformed amount), in the person's words. */
    Optional<String> problem() {
        return fields.entrySet().stream()
                .map(entry -> amount(entry.getKey())
                        .filter(typed -> !typed.valid())
                        .map(typed -> words.get(entry.getKey()).label() + ": " + typed.problem()))
                .flatMap(Optional::stream)
                .findFirst();
    }

    /** The arguments as the person edited them: the asked ones, with each editable field as typed (empty: left out). */
    JsonNode editedArgs() {
        ObjectNode args = (ObjectNode) JSON.readTree(gate.argsToRun());
        fields.forEach((name, field) -> {
            String typed = field.getValue().strip();
            if (typed.isEmpty()) {
                args.remove(name);
            } else if (amount(name).isPresent()) {
                // A malformed amount stays text, which the schema refuses: it can never pass as some number.
                EuroAmount euros = amount(name).get();
                if (euros.valid()) {
                    args.put(name, euros.cents());
                } else {
                    args.put(name, typed);
                }
            } else if (WHOLE_NUMBER.matcher(typed).matches() && numeric(name)) {
                args.put(name, Long.parseLong(typed));
            } else {
                args.put(name, typed);
            }
        });
        return args;
    }

    /** Asks what the edit would do now; the kernel's answer comes back through {@link #show}. */
    void preview() {
        Optional<String> unreadable = problem();
        row.fire(new EditChanged(row, unreadable.isPresent() ? JSON.createObjectNode() : editedArgs(), unreadable));
    }

    /** What the edit would do now; Approve as edited is enabled again as soon as the edit can run. */
    void show(EditPreview preview) {
        approveEdited.setEnabled(preview.valid());
        consequence.setText(
                preview.valid()
                        ? ConsequenceText.of(preview.text(), preview.words())
                        : getTranslation("consent.batch.edit.cannot", preview.text()));
        rung.setText(
                !preview.valid()
                        ? ""
                        : getTranslation(
                                preview.raises(gate) ? "consent.batch.edit.raised" : "consent.batch.edit.requires",
                                GateCardParts.rung(preview.required())));
    }

    /** A money field's typed euros, read as cents; empty for any other field, or an empty one. */
    private Optional<EuroAmount> amount(String name) {
        String typed = fields.get(name).getValue().strip();
        return words.get(name).cents() == null || typed.isEmpty()
                ? Optional.empty()
                : Optional.of(words.get(name).centsOf(typed));
    }

    /** Whether the tool's schema types the field as a number: "4000" is then the number 4000, not text. */
    private boolean numeric(String name) {
        String type = JSON.readTree(inputSchema)
                .path("properties")
                .path(name)
                .path("type")
                .asString();
        return type.equals("integer") || type.equals("number");
    }
}
