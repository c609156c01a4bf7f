package org.consentlab.scoreboard;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.consentlab.i18n.Texts;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.ServerSignatures;
import org.springframework.stereotype.Service;

/**
 * Continue codes: a learner's done exercises and hints used, signed with this server's own key,
 * so that another browser (or this one after a lost cookie) can bring them back. A restore only
 * writes its own records in the restoring sandbox (exercises restored, hints restored): it replays
 * no call, arms or opens no gate, sends nothing to the wire, and touches no other sandbox. A code
 * not signed by this server (forged, altered, or from another server's key) restores nothing.
 */
@Service
public class ContinueCodes {

    static final String PURPOSE = "continue-code";
    private static final Base64.Encoder ENCODE = Base64.getUrlEncoder().withoutPadding();
    private static final Base64.Decoder DECODE = Base64.getUrlDecoder();

    private final ScoreBoard board;
    private final ServerSignatures signatures;
    private final ScoreRecords records;
    private final SandboxEvents events;

    ContinueCodes(ScoreBoard board, ServerSignatures signatures, ScoreRecords records, SandboxEvents events) {
        this.board = board;
        this.signatures = signatures;
        this.records = records;
        this.events = events;
    }

    /** The sandbox's progress as a code: {@code <payload>.<signature>}, both base64url. */
    public String codeFor(SandboxId sandbox) {
        Map<String, ContinuePayload.Entry> entries = new LinkedHashMap<>();
        board.of(sandbox).rows().stream()
                .filter(row -> row.done() || row.hintsUsed() > 0)
                .forEach(row ->
                        entries.put(row.exercise().id(), new ContinuePayload.Entry(row.done(), row.hintsUsed())));
        byte[] payload = new ContinuePayload(entries).text().getBytes(StandardCharsets.UTF_8);
        byte[] signature = Arrays.copyOf(signatures.sign(PURPOSE, payload), ServerSignatures.MIN_BYTES);
        return ENCODE.encodeToString(payload) + "." + ENCODE.encodeToString(signature);
    }

    /** The signed progress a code carries; empty, with why, when this server did not sign it. */
    public Verified verify(String code) {
        String trimmed = code.strip();
        int dot = trimmed.indexOf('.');
        if (trimmed.isEmpty() || dot < 0 || dot != trimmed.lastIndexOf('.')) {
            return Verified.refused(Texts.t("scoreboard.restore.refused.parts"));
        }
        byte[] payload;
        byte[] signature;
        try {
            payload = DECODE.decode(trimmed.substring(0, dot));
            signature = DECODE.decode(trimmed.substring(dot + 1));
        } catch (IllegalArgumentException notBase64) {
            return Verified.refused(Texts.t("scoreboard.restore.refused.characters"));
        }
        // Only the exact text this server issues: base64 lets a last character's unused bits vary.
        if (!(ENCODE.encodeToString(payload) + "." + ENCODE.encodeToString(signature)).equals(trimmed)) {
            return Verified.refused(Texts.t("scoreboard.restore.refused.spelling"));
        }
        if (!signatures.verifies(PURPOSE, payload, signature)) {
            return Verified.refused(Texts.t("scoreboard.restore.refused.signature"));
        }
        return ContinuePayload.parse(new String(payload, StandardCharsets.UTF_8))
                .map(Verified::accepted)
                .orElseGet(() -> Verified.refused(Texts.t("scoreboard.restore.refused.version")));
    }

    /** Restores a verified code's progress into {@code sandbox}, and says in words what it did. */
    public Restore restore(SandboxId sandbox, String code) {
        Verified verified = verify(code);
        if (verified.payload().isEmpty()) {
            return new Restore(false, verified.refusal(), List.of());
        }
        List<String> done = new ArrayList<>();
        int hintCount = 0;
        List<String> unknown = new ArrayList<>();
        for (Map.Entry<String, ContinuePayload.Entry> entry :
                verified.payload().get().entries().entrySet()) {
            Optional<BoardExercise> exercise = board.exercise(entry.getKey());
            if (exercise.isEmpty()) {
                unknown.add(entry.getKey());
                continue;
            }
            if (entry.getValue().done()) {
                records.restore(sandbox, entry.getKey());
                done.add(entry.getKey());
            }
            int upTo = Math.min(
                    entry.getValue().hintsUsed(), exercise.get().hints().size());
            for (int hint = 1; hint <= upTo; hint++) {
                hintCount += records.reveal(sandbox, entry.getKey(), hint, true) ? 1 : 0;
            }
        }
        events.changed(sandbox, SandboxChange.PROGRESS);
        return new Restore(true, RestoreWords.said(done, hintCount, unknown), done);
    }

    /** A code's signed progress, or why it was refused. */
    public record Verified(Optional<ContinuePayload> payload, String refusal) {

        static Verified accepted(ContinuePayload payload) {
            return new Verified(Optional.of(payload), "");
        }

        static Verified refused(String why) {
            return new Verified(Optional.empty(), why);
        }
    }

    /** What a restore did: accepted or not, in words, and the exercises it marked done. */
    public record Restore(boolean accepted, String said, List<String> done) {}
}
