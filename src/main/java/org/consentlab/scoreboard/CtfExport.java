package org.consentlab.scoreboard;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.springframework.stereotype.Component;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The event's exercises for a CTF platform: CTFd's challenge CSV import, a JSON list (each
 * exercise's {@code id} and {@code flag}), and RootTheBox's XML. Each exercise's value comes from
 * its stars and each hint costs a tenth of it. Needs the event key: without flags an export would
 * give the platform nothing to check.
 */
@Component
public class CtfExport {

    /** CTFd's challenge CSV columns, as its CSV import reads them. */
    public static final List<String> CTFD_COLUMNS = List.of(
            "name",
            "description",
            "category",
            "value",
            "type",
            "state",
            "max_attempts",
            "connection_info",
            "flags",
            "tags",
            "hints");

    public enum Format {
        CTFD("ctfd.csv", "text/csv;charset=utf-8"),
        JSON("json", "application/json"),
        ROOTTHEBOX("rootthebox.xml", "application/xml");

        public final String extension;
        public final String contentType;

        Format(String extension, String contentType) {
            this.extension = extension;
            this.contentType = contentType;
        }

        /** The format named on the command line: ctfd, json or rootthebox. */
        public static Format named(String name) {
            return valueOf(name.strip().toUpperCase(Locale.ROOT));
        }
    }

    private final List<BoardExercise> exercises;
    private final CtfKey key;

    CtfExport(List<ExerciseCatalogue> catalogues, CtfKey key) {
        this.exercises = Catalogues.of(catalogues);
        this.key = key;
    }

    public boolean available() {
        return key.configured();
    }

    public String export(Format format) {
        if (!key.configured()) {
            throw new IllegalStateException("set " + CtfKey.PROPERTY + " to export flags");
        }
        return switch (format) {
            case CTFD -> ctfd();
            case JSON -> json();
            case ROOTTHEBOX -> RootTheBoxXml.of(exercises, this::flag);
        };
    }

    private String flag(BoardExercise exercise) {
        return key.flag(exercise.id()).orElseThrow();
    }

    private String ctfd() {
        StringBuilder csv = new StringBuilder(String.join(",", CTFD_COLUMNS)).append("\r\n");
        for (BoardExercise exercise : exercises) {
            ArrayNode flags = JsonMapper.shared().createArrayNode();
            flags.addObject().put("type", "static").put("content", flag(exercise));
            ArrayNode hints = JsonMapper.shared().createArrayNode();
            exercise.hints()
                    .forEach(hint -> hints.addObject().put("content", hint).put("cost", exercise.hintCost()));
            List<String> cells = List.of(
                    exercise.title(),
                    exercise.description() + " (Consent Lab: /" + exercise.route() + ", exercise " + exercise.id()
                            + ")",
                    exercise.category(),
                    String.valueOf(exercise.value()),
                    "standard",
                    "visible",
                    "0",
                    "",
                    flags.toString(),
                    exercise.id() + ",difficulty-" + exercise.difficulty(),
                    hints.toString());
            csv.append(cells.stream().map(CtfExport::field).collect(Collectors.joining(",")))
                    .append("\r\n");
        }
        return csv.toString();
    }

    private String json() {
        ArrayNode list = JsonMapper.shared().createArrayNode();
        for (BoardExercise exercise : exercises) {
            ObjectNode item = list.addObject()
                    .put("id", exercise.id())
                    .put("name", exercise.title())
                    .put("description", exercise.description())
                    .put("category", exercise.category())
                    .put("difficulty", exercise.difficulty())
                    .put("value", exercise.value())
                    .put("flag", flag(exercise));
            ArrayNode hints = item.putArray("hints");
            exercise.hints().forEach(hint -> hints.addObject().put("text", hint).put("cost", exercise.hintCost()));
        }
        return list.toPrettyString();
    }

    /** A CSV field, always quoted (RFC 4180); exported text is the lab's own, never a learner's. */
    static String field(String text) {
        return "\"" + text.replace("\"", "\"\"") + "\"";
    }
}
