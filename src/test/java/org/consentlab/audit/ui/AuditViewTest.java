package org.consentlab.audit.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
import java.util.List;
import java.util.Locale;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.audit.AuditRecord;
import org.consentlab.audit.HistoryRemovals;
import org.consentlab.audit.OutcomeVocabulary;
import org.consentlab.consent.ConsentGates;
import org.consentlab.i18n.Language;
import org.consentlab.i18n.Texts;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.Outcome;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

class AuditViewTest extends LabBrowserlessTest {

    @Autowired
    ToolCallService service;

    @Autowired
    CurrentSandbox currentSandbox;

    @Autowired
    JdbcClient jdbc;

    @Autowired
    SandboxEvents events;

    @Autowired
    ConsentGates gates;

    @Autowired
    OutcomeVocabulary outcomes;

    @Autowired
    org.consentlab.audit.AuditLog audit;

    @Test
    void showsNewestFirstAndFiltersByToolAndOutcome() {
        SandboxId sandbox = currentSandbox.get();
        call(sandbox, "get_account", "{}");
        call(sandbox, "delete_account", "{}");
        call(sandbox, "delete_account", "not json");

        navigate(AuditView.class);
        @SuppressWarnings("unchecked")
        Grid<AuditRecord> grid = find(Grid.class).id("audit-grid");
        var rows = test(grid);

        assertThat(rows.size()).isEqualTo(5);
        assertThat(find(Paragraph.class).withId("audit-history-removed").exists())
                .as("no removal yet")
                .isFalse();
        assertThat(rows.getRow(0).event().label()).isEqualTo("rejected");
        assertThat(rows.getRow(rows.size() - 1).action()).isEqualTo("get_account");

        @SuppressWarnings("unchecked")
        Select<String> tool = find(Select.class).id("audit-filter-tool");
        test(tool).selectItem("get_account");
        assertThat(test(grid).size()).isEqualTo(2);

        test(tool).selectItem("any");
        @SuppressWarnings("unchecked")
        Select<String> outcome = find(Select.class).id("audit-filter-outcome");
        test(outcome).selectItem("declined");
        assertThat(test(grid).size()).isZero();
        assertThat(sessionSandbox()).isEqualTo(sandbox);
    }

    @Test
    void growsLiveWhenACallHappensElsewhere() {
        SandboxId sandbox = currentSandbox.get();
        navigate(AuditView.class);
        @SuppressWarnings("unchecked")
        Grid<AuditRecord> grid = find(Grid.class).id("audit-grid");
        assertThat(test(grid).size()).isZero();

        call(sandbox, "get_account", "{}");
        await("the new rows to arrive by push", () -> test(grid).size() == 2);

        assertThat(test(grid).getRow(0).event().label()).isEqualTo("result");
        assertThat(test(grid).getRow(1).event().label()).isEqualTo("request");
    }

    @Test
    void saysWhetherTheHashChainVerifiesAndWhereItBreaks() {
        SandboxId sandbox = currentSandbox.get();
        call(sandbox, "get_account", "{}");
        navigate(AuditView.class);
        assertThat(chainStatus()).isEqualTo("Hash chain verified: 2 rows, each linked to the one before.");

        long first = jdbc.sql("SELECT MIN(seq) FROM audit_record WHERE sandbox_id = ?")
                .param(sandbox.value())
                .query(Long.class)
                .single();
        jdbc.sql("UPDATE audit_record SET requester = 'someone else' WHERE seq = ?")
                .param(first)
                .update();
        // The next change in the sandbox makes the open page read and verify its rows again.
        events.changed(sandbox);
        await("the page to verify its rows again", () -> chainStatus().startsWith("Hash chain BROKEN"));

        assertThat(chainStatus()).startsWith("Hash chain BROKEN: row " + first + " does not follow");
        assertThat(find(Span.class).id("audit-chain").getElement().getAttribute("data-intact"))
                .isEqualTo("false");
    }

    @Test
    void explainsEveryOutcomeAboveTheRowsAndInARowsDetails() {
        SandboxId sandbox = currentSandbox.get();
        call(sandbox, "delete_account", "{}");
        long gate = gates.pending(sandbox).getFirst().id();
        gates.cancel(gate, Outcome.CANCELLED, "learner", "the person pressed Cancel");
        navigate(AuditView.class);

        String legend =
                find(Paragraph.class).id("audit-outcome-legend").getElement().getTextRecursively();
        for (Outcome outcome : Outcome.values()) {
            assertThat(legend).contains(outcome.label() + " — ");
        }
        assertThat(legend).contains("policy — a rule refused the call before anyone was asked");

        @SuppressWarnings("unchecked")
        Grid<AuditRecord> grid = find(Grid.class).id("audit-grid");
        AuditRecord cancelled = test(grid).getRow(0);
        assertThat(cancelled.outcome()).isEqualTo("cancelled");
        String details =
                new AuditDetails(cancelled, outcomes::meaning).getElement().getTextRecursively();
        assertThat(details).contains("cancelled: the request was withdrawn");
    }

    private String chainStatus() {
        return find(Span.class).id("audit-chain").getText();
    }

    @Test
    void aChainThatStartedAgainAfterRetentionSaysThatHistoryWasRemovedAndUpToWhen() {
        SandboxId sandbox = currentSandbox.get();
        call(sandbox, "get_account", "{}");
        audit.removeChain(sandbox);
        navigate(AuditView.class);

        assertThat(find(Span.class).id("audit-chain").getText()).startsWith("Hash chain verified: 0 rows");
        Paragraph removed = find(Paragraph.class).id("audit-history-removed");
        assertThat(removed.isVisible()).isTrue();
        assertThat(removed.getText())
                .startsWith("History removed by retention at ")
                .contains("2 audit rows")
                .contains("covering everything up to ");
    }

    @Autowired
    org.consentlab.audit.HistoryRemovals removals;

    /**
     * The removal line and the chain in German and Arabic, by key: the times are the language's own
     * (Texts.dateTime: "04.12.2026, 21:07:30 GMT+0" in German), not the English line with German around it.
     */
    @Test
    void theChainAndTheRemovalWithItsTimesInGermanAndArabic() {
        SandboxId sandbox = currentSandbox.get();
        call(sandbox, "get_account", "{}");
        audit.removeChain(sandbox);
        HistoryRemovals.Removal removal = removals.latest(sandbox).orElseThrow();
        String english = removal.describe();
        for (Locale language : List.of(Locale.GERMAN, Language.ARABIC.locale())) {
            UI.getCurrent().setLocale(language);
            // Away and back, so that the page is built again in the new language.
            UI.getCurrent().navigate("help");
            navigate(AuditView.class);
            String removedAt = Texts.dateTime(removal.removedAt());
            assertThat(removedAt).isNotEqualTo(in(Locale.ENGLISH, () -> Texts.dateTime(removal.removedAt())));
            assertThat(find(Paragraph.class).id("audit-history-removed").getText())
                    .isEqualTo(Texts.t("audit.removed", removedAt, 2, Texts.dateTime(removal.upTo())))
                    .isNotEqualTo(english)
                    .contains(removedAt);
            assertThat(chainStatus()).isEqualTo(Texts.t("audit.chain.intact", 0));
            assertThat(find(Span.class).id("audit-chain").getText()).doesNotStartWith("Hash chain");
        }
    }

    private static String in(Locale locale, java.util.function.Supplier<String> text) {
        Locale before = UI.getCurrent().getLocale();
        UI.getCurrent().setLocale(locale);
        try {
            return text.get();
        } finally {
            UI.getCurrent().setLocale(before);
        }
    }

    private void call(SandboxId sandbox, String tool, String args) {
        service.invoke(new ToolCallRequest(
                sandbox, Channel.INSPECTOR, "inspector", tool, args, null, "test", "/labs/account"));
    }
}
