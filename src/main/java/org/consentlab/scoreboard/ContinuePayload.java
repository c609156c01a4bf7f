package org.consentlab.scoreboard;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What a continue code signs, as text: {@code v1;lab-4=d1;lab-6=d0} — each exercise with {@code d}
 * (done) or {@code o} (open) and the hints used. Parsed strictly: anything else is not a payload.
 */
public record ContinuePayload(Map<String, Entry> entries) {

    private static final String VERSION = "v1";
    private static final Pattern ENTRY = Pattern.compile("([a-z0-9][a-z0-9-]{0,63})=([do])([0-9]{1,2})");

    public record Entry(boolean done, int hintsUsed) {}

    public ContinuePayload {
        entries = new LinkedHashMap<>(entries);
    }

    String text() {
        return entries.entrySet().stream()
                .map(entry -> entry.getKey() + "=" + (entry.getValue().done() ? "d" : "o")
                        + entry.getValue().hintsUsed())
                .collect(Collectors.joining(";", VERSION + (entries.isEmpty() ? "" : ";"), ""));
    }

    static Optional<ContinuePayload> parse(String text) {
        String[] parts = text.split(";", -1);
        if (!parts[0].equals(VERSION)) {
            return Optional.empty();
        }
        Map<String, Entry> entries = new LinkedHashMap<>();
        for (int k = 1; k < parts.length; k++) {
            var match = ENTRY.matcher(parts[k]);
            if (!match.matches() || entries.containsKey(match.group(1))) {
                return Optional.empty();
            }
            entries.put(match.group(1), new Entry(match.group(2).equals("d"), Integer.parseInt(match.group(3))));
        }
        return Optional.of(new ContinuePayload(entries));
    }
}
