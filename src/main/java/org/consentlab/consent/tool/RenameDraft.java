package org.consentlab.consent.tool;

import java.util.Optional;
import org.consentlab.draft.Drafts;
import org.consentlab.lifecycle.LifecycleAction;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ConfirmOverride;
import org.consentlab.tool.ConsequenceWords;
import org.consentlab.tool.Kind;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.ToolDeclaration;
import org.springframework.stereotype.Service;
import tools.jackson.databind.JsonNode;

/** Lab 5's {@code rename_draft}: the user can rename it back, so it runs at once, with no gate. */
@Service
class RenameDraft extends LifecycleTool {

    static final ToolDeclaration DECLARATION = ToolDeclaration.of(
            "rename_draft",
            "Rename a draft",
            "Gives a draft a new title. The user can rename it back, so it runs at once.",
            """
            {"type":"object","properties":{"draftId":{"type":"string","pattern":"^DR-[0-9]{1,6}$"},\
            "title":{"type":"string","minLength":1,"maxLength":80}},"required":["draftId","title"],\
            "additionalProperties":false}""",
            LifecycleAction.RENAME_DRAFT.playArgs(),
            RiskDeclaration.of(Kind.WRITE, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.DEFAULT),
            true);

    private final Drafts drafts;

    RenameDraft(LifecycleToolParts parts, Drafts drafts) {
        super(parts, LifecycleAction.RENAME_DRAFT, DECLARATION);
        this.drafts = drafts;
    }

    @Override
    Optional<ConsequenceWords> consequence(SandboxId sandbox, JsonNode args) {
        String id = text(args, "draftId");
        String renamed = text(args, "title");
        return drafts.title(sandbox, id)
                .map(title -> ConsequenceWords.of(
                        "Rename draft %s from '%s' to '%s'. You can rename it back.".formatted(id, title, renamed),
                        "consent.consequence.rename-draft",
                        id,
                        title,
                        renamed));
    }

    @Override
    String request(JsonNode args) {
        return "PATCH /api/drafts/" + text(args, "draftId");
    }

    @Override
    Applied apply(SandboxId sandbox, long callId, JsonNode args) {
        return Applied.of(
                jdbc().sql("UPDATE draft SET title = ?, updated_at = ? WHERE sandbox_id = ? AND id = ?")
                                .params(text(args, "title"), now(), sandbox.value(), text(args, "draftId"))
                                .update()
                        == 1,
                "RENAMED. Draft %s is now '%s'.".formatted(text(args, "draftId"), text(args, "title")),
                "Nothing renamed: there is no draft " + text(args, "draftId") + ".");
    }
}
