package org.consentlab.consent;

import java.time.Clock;
import java.time.Instant;
import java.util.Optional;
import org.consentlab.account.Accounts;
import org.consentlab.draft.Drafts;
import org.consentlab.payment.Money;
import org.consentlab.payment.Order;
import org.consentlab.payment.Payee;
import org.consentlab.payment.Payments;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.toolcall.WireLog;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Lab 5's effect code: the consequence texts, written from the records themselves, and the effect
 * boundary. A request is on the wire from the moment it reaches the boundary; while the learner
 * holds the wire it waits there, and its change reaches the record only when released.
 */
@Service
class LifecycleEffects {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final Drafts drafts;
    private final Payments payments;
    private final Accounts accounts;
    private final AccountDeletion deletion;
    private final LifecycleRuns runs;
    private final WireLog wire;
    private final JdbcClient jdbc;
    private final Clock clock;

    LifecycleEffects(Drafts drafts, Payments payments, Accounts accounts, AccountDeletion deletion, LifecycleRuns runs,
                     WireLog wire, JdbcClient jdbc, Clock clock) {
        this.drafts = drafts;
        this.payments = payments;
        this.accounts = accounts;
        this.deletion = deletion;
        this.runs = runs;
        this.wire = wire;
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** What the action will do, named from the records; empty when the record it names does not exist. */
    Optional<String> consequence(SandboxId sandbox, LifecycleAction action, JsonNode args) {
        return switch (action) {
            case RENAME_DRAFT -> drafts.title(sandbox, text(args, "draftId")).map(title ->
                    "Rename draft %s from '%s' to '%s'. You can rename it back.".formatted(text(args, "draftId"), title,
                            text(args, "title")));
            case REFUND_ORDER -> payments.order(sandbox, text(args, "orderId")).map(order ->
                    "Refund %s to the customer's card. Only an operator can reverse a refund.".formatted(order.label()));
            case SEND_PAYMENT -> payments.payee(sandbox, text(args, "payeeId")).map(payee ->
                    "Send %s to %s. A sent payment cannot be undone.".formatted(
                            Money.euros(args.get("amountCents").asInt()), payee.label()));
            case DELETE_ACCOUNT -> Optional.of(AccountDeletion.consequence(accounts.find(sandbox)));
        };
    }

    /** The request reaches the effect boundary now: held there, or straight through to the record. */
    EffectResult send(LifecycleRun run) {
        String method = method(run.action());
        String path = path(run.action(), args(run));
        if (runs.holding(run.sandbox())) {
            wire.hold(run.sandbox(), run.callId(), method, path);
            return EffectResult.held("HELD: %s %s left and waits at the effect boundary; nothing has changed yet."
                    .formatted(method, path));
        }
        wire.record(run.sandbox(), run.callId(), method, path);
        return EffectResult.done(apply(run));
    }

    /** The change itself, as the request reaches the system of record. */
    String apply(LifecycleRun run) {
        JsonNode args = args(run);
        SandboxId sandbox = run.sandbox();
        Instant now = Instant.now(clock);
        return switch (run.action()) {
            case RENAME_DRAFT -> jdbc.sql("UPDATE draft SET title = ?, updated_at = ? WHERE sandbox_id = ? AND id = ?")
                    .params(text(args, "title"), now, sandbox.value(), text(args, "draftId")).update() == 1
                    ? "RENAMED. Draft %s is now '%s'.".formatted(text(args, "draftId"), text(args, "title"))
                    : "Nothing renamed: there is no draft " + text(args, "draftId") + ".";
            case REFUND_ORDER -> jdbc.sql("UPDATE shop_order SET status = ?, updated_at = ? WHERE sandbox_id = ? "
                            + "AND id = ? AND status = ?")
                    .params(Order.REFUNDED, now, sandbox.value(), text(args, "orderId"), Order.PAID).update() == 1
                    ? "REFUNDED. Order %s was refunded.".formatted(text(args, "orderId"))
                    : "Nothing refunded: order " + text(args, "orderId") + " is not PAID.";
            case SEND_PAYMENT -> {
                jdbc.sql("INSERT INTO payment (sandbox_id, payee_id, amount_cents, call_id, sent_at) VALUES (?, ?, ?, ?, ?)")
                        .params(sandbox.value(), text(args, "payeeId"), args.get("amountCents").asInt(), run.callId(), now)
                        .update();
                yield "SENT. %s went to %s.".formatted(Money.euros(args.get("amountCents").asInt()),
                        payments.payee(sandbox, text(args, "payeeId")).map(Payee::name).orElse(text(args, "payeeId")));
            }
            case DELETE_ACCOUNT -> deletion.deleteRecord(sandbox) ? "DELETED. The account was deleted."
                    : "Nothing to delete: the account was already DELETED.";
        };
    }

    /** The effect request a run sends, e.g. {@code POST /api/payments}. */
    static String request(LifecycleRun run) {
        return method(run.action()) + " " + path(run.action(), args(run));
    }

    static String method(LifecycleAction action) {
        return switch (action) {
            case RENAME_DRAFT -> "PATCH";
            case REFUND_ORDER, SEND_PAYMENT -> "POST";
            case DELETE_ACCOUNT -> "DELETE";
        };
    }

    static String path(LifecycleAction action, JsonNode args) {
        return switch (action) {
            case RENAME_DRAFT -> "/api/drafts/" + text(args, "draftId");
            case REFUND_ORDER -> "/api/orders/" + text(args, "orderId") + "/refund";
            case SEND_PAYMENT -> "/api/payments";
            case DELETE_ACCOUNT -> "/api/account";
        };
    }

    private static JsonNode args(LifecycleRun run) {
        return JSON.readTree(run.args());
    }

    private static String text(JsonNode args, String field) {
        JsonNode value = args.get(field);
        return value == null ? "" : value.asString();
    }
}
