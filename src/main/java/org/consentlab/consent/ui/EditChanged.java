package org.consentlab.consent.ui;

import com.vaadin.flow.component.ComponentEvent;
import java.util.Optional;
import tools.jackson.databind.JsonNode;

/**
 * The person changed a field of a call's edit: the arguments as now typed, or why they cannot be
 * read at all. The kernel answers with what the edit would do ({@link BatchRow#showPreview}).
 */
public final class EditChanged extends ComponentEvent<BatchRow> {

    private final JsonNode edited;
    private final Optional<String> unreadable;

    EditChanged(BatchRow row, JsonNode edited, Optional<String> unreadable) {
        super(row, false);
        this.edited = edited;
        this.unreadable = unreadable;
    }

    public JsonNode edited() {
        return edited;
    }

    /** The first field that cannot be read (a malformed amount), in the person's words. */
    public Optional<String> unreadable() {
        return unreadable;
    }
}
