package org.consentlab.scoreboard;

import java.util.Map;
import org.consentlab.i18n.Texts;
import org.consentlab.sandbox.SandboxId;
import org.springframework.stereotype.Service;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The JSON backup: the progress listed for a person to read, and the signed continue code that
 * alone restores it. A backup whose list no longer matches its code was changed, and is refused.
 */
@Service
public class ProgressBackups {

    static final String FORMAT = "consent-lab-progress";

    private final ContinueCodes codes;

    ProgressBackups(ContinueCodes codes) {
        this.codes = codes;
    }

    public String codeFor(SandboxId sandbox) {
        return codes.codeFor(sandbox);
    }

    public String backupOf(SandboxId sandbox) {
        String code = codes.codeFor(sandbox);
        ObjectNode backup = JsonMapper.shared().createObjectNode();
        backup.put("format", FORMAT);
        backup.put("version", 1);
        backup.set("exercises", listing(codes.verify(code).payload().orElseThrow()));
        backup.put("continueCode", code);
        return backup.toPrettyString();
    }

    /** Restores from a continue code, or from a backup pasted whole (it starts with a brace). */
    public ContinueCodes.Restore restore(SandboxId sandbox, String codeOrBackup) {
        String text = codeOrBackup.strip();
        if (!text.startsWith("{")) {
            return codes.restore(sandbox, text);
        }
        JsonNode backup;
        try {
            backup = JsonMapper.shared().readTree(text);
        } catch (JacksonException broken) {
            return refused(Texts.t("scoreboard.restore.refused.json"));
        }
        if (!FORMAT.equals(backup.path("format").asString(""))
                || !backup.path("continueCode").isString()) {
            return refused(Texts.t("scoreboard.restore.refused.format"));
        }
        String code = backup.path("continueCode").asString();
        ContinueCodes.Verified verified = codes.verify(code);
        if (verified.payload().isEmpty()) {
            return refused(verified.refusal());
        }
        if (!listing(verified.payload().get()).equals(backup.path("exercises"))) {
            return refused(Texts.t("scoreboard.restore.refused.list"));
        }
        return codes.restore(sandbox, code);
    }

    private static ArrayNode listing(ContinuePayload payload) {
        ArrayNode list = JsonMapper.shared().createArrayNode();
        for (Map.Entry<String, ContinuePayload.Entry> entry : payload.entries().entrySet()) {
            list.addObject()
                    .put("id", entry.getKey())
                    .put("done", entry.getValue().done())
                    .put("hintsUsed", entry.getValue().hintsUsed());
        }
        return list;
    }

    private static ContinueCodes.Restore refused(String why) {
        return new ContinueCodes.Restore(false, why, java.util.List.of());
    }
}
