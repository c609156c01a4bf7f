package org.consentlab.audit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxUnits;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.jdbc.core.simple.JdbcClient;

/** Each audit row is chained to the one before it in its sandbox; a change made directly in the database shows. */
@SpringBootTest(properties = "spring.datasource.url=jdbc:h2:mem:audit-chain;DB_CLOSE_DELAY=-1")
class AuditChainTest {

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    ToolCallService service;

    @Autowired
    AuditLog audit;

    @Autowired
    JdbcClient jdbc;

    @Autowired
    SandboxUnits units;

    private SandboxId sandbox;
    private List<AuditRecord> rows;

    @BeforeEach
    void aSandboxWithSomeHistory() {
        sandbox = sandboxes.create();
        call("get_account", "{}");
        call("delete_account", "{}");
        call("delete_account", "not json");
        rows = audit.records(sandbox);
        assertThat(rows).hasSizeGreaterThanOrEqualTo(5);
    }

    @Test
    void anUntouchedLogVerifiesAndEachRowFollowsTheOneBefore() {
        assertThat(audit.verify(sandbox)).isEqualTo(new ChainCheck(true, rows.size(), null, null));
        var links = audit.links(sandbox);
        for (int i = 1; i < rows.size(); i++) {
            assertThat(links.get(rows.get(i).seq()).prevHash())
                    .isEqualTo(links.get(rows.get(i - 1).seq()).hash());
        }
        // Another sandbox's chain is its own: it starts afresh and does not depend on this one.
        SandboxId other = sandboxes.create();
        assertThat(audit.verify(other).intact()).isTrue();
    }

    @Test
    void aFieldChangedInTheDatabaseBreaksTheChainAtThatRow() {
        long tampered = rows.get(2).seq();
        jdbc.sql("UPDATE audit_record SET result = 'all fine' WHERE seq = ?")
                .param(tampered)
                .update();

        ChainCheck check = audit.verify(sandbox);

        assertThat(check.intact()).isFalse();
        assertThat(check.brokenAtSeq()).isEqualTo(tampered);
        assertThat(check.describe()).contains("BROKEN", "row " + tampered);
    }

    @Test
    void aRowRemovedFromTheMiddleOrTheEndIsNoticed() {
        jdbc.sql("DELETE FROM audit_record WHERE seq = ?")
                .param(rows.getLast().seq())
                .update();
        assertThat(audit.verify(sandbox).intact()).as("the newest row cut off").isFalse();

        SandboxId second = sandboxes.create();
        sandbox = second;
        call("get_account", "{}");
        call("get_account", "{}");
        List<AuditRecord> mine = audit.records(second);
        jdbc.sql("DELETE FROM audit_record WHERE seq = ?")
                .param(mine.get(1).seq())
                .update();
        assertThat(audit.verify(second).brokenAtSeq()).isEqualTo(mine.get(2).seq());
    }

    @Test
    void aRecomputedHashDoesNotHelpWithoutTheRowsAfterIt() {
        // Whoever edits a row and fixes its own hash still breaks the link of the next row.
        AuditRecord row = rows.get(1);
        var links = audit.links(sandbox);
        AuditRecord edited = new AuditRecord(
                row.seq(),
                row.at(),
                row.sandbox(),
                row.callId(),
                row.event(),
                row.action(),
                "something else",
                row.maskedArgs(),
                row.requester(),
                row.sessionRef(),
                row.channel(),
                row.decision(),
                row.decidedBy(),
                row.decidedAt(),
                row.result(),
                row.outcome(),
                row.route());
        jdbc.sql("UPDATE audit_record SET description = ?, hash = ? WHERE seq = ?")
                .params("something else", AuditChain.link(links.get(row.seq()).prevHash(), edited), row.seq())
                .update();

        assertThat(audit.verify(sandbox).brokenAtSeq()).isEqualTo(rows.get(2).seq());
    }

    @Test
    void rowsOfOneStepChainOnFromEachOtherAndTheHeadEndsAtTheLast() {
        units.run(sandbox, () -> {
            for (int i = 0; i < 3; i++) {
                audit.append(row("step row " + i));
            }
        });

        List<AuditRecord> after = audit.records(sandbox);
        assertThat(after).hasSize(rows.size() + 3);
        assertThat(audit.verify(sandbox)).isEqualTo(new ChainCheck(true, after.size(), null, null));
        assertThat(head()).isEqualTo(after.getLast().seq());
        // The chain head is what tells a cut end: cutting the step's last row still shows.
        jdbc.sql("DELETE FROM audit_record WHERE seq = ?")
                .param(after.getLast().seq())
                .update();
        assertThat(audit.verify(sandbox).intact()).isFalse();
    }

    /** A step's rows wait to be written as it commits, yet the step itself reads them back in the log. */
    @Test
    void aStepFindsTheRowsItAppendedWhenItReadsTheLog() {
        units.run(sandbox, () -> {
            audit.append(row("first of the step"));
            assertThat(audit.records(sandbox))
                    .extracting(AuditRecord::description)
                    .endsWith("first of the step");
            assertThat(audit.count(sandbox, null, null)).isEqualTo(rows.size() + 1);
            audit.append(row("second of the step"));
            assertThat(audit.verify(sandbox).intact()).isTrue();
        });
        List<AuditRecord> after = audit.records(sandbox);
        assertThat(after).extracting(AuditRecord::description).endsWith("first of the step", "second of the step");
        assertThat(audit.verify(sandbox)).isEqualTo(new ChainCheck(true, after.size(), null, null));
        assertThat(head()).isEqualTo(after.getLast().seq());
    }

    /** More rows than one statement writes (100) still go in whole, in order, and chained. */
    @Test
    void aStepOfManyRowsWritesThemAllInOrder() {
        units.run(sandbox, () -> {
            for (int i = 0; i < 250; i++) {
                audit.append(row("many " + i));
            }
        });
        List<AuditRecord> after = audit.records(sandbox);
        assertThat(after).hasSize(rows.size() + 250);
        assertThat(after.subList(rows.size(), after.size()))
                .extracting(AuditRecord::description)
                .containsExactlyElementsOf(java.util.stream.IntStream.range(0, 250)
                        .mapToObj(i -> "many " + i)
                        .toList());
        assertThat(audit.verify(sandbox).intact()).isTrue();
    }

    /** Rows a step appended before it removed the chain go with the chain; those after it start the new one. */
    @Test
    void rowsAppendedBeforeTheChainIsRemovedInTheSameStepGoWithIt() {
        units.run(sandbox, () -> {
            audit.append(row("before the removal"));
            audit.removeChain(sandbox);
            audit.append(row("after the removal"));
        });
        assertThat(audit.records(sandbox)).extracting(AuditRecord::description).containsExactly("after the removal");
        assertThat(audit.verify(sandbox)).isEqualTo(new ChainCheck(true, 1, null, null));
    }

    @Test
    void aStepThatRollsBackLeavesTheChainAndItsHeadAsTheyWere() {
        long headBefore = head();

        assertThatThrownBy(() -> units.run(sandbox, () -> {
                    audit.append(row("rolled back"));
                    throw new IllegalStateException("the step fails after its row");
                }))
                .isInstanceOf(IllegalStateException.class);
        call("get_account", "{}");

        assertThat(audit.records(sandbox)).extracting(AuditRecord::description).doesNotContain("rolled back");
        assertThat(head())
                .isGreaterThan(headBefore)
                .isEqualTo(audit.records(sandbox).getLast().seq());
        assertThat(audit.verify(sandbox).intact()).isTrue();
    }

    private long head() {
        return jdbc.sql("SELECT last_seq FROM audit_chain_head WHERE sandbox_id = ?")
                .param(sandbox.value())
                .query(Long.class)
                .single();
    }

    private AuditRecord row(String description) {
        return AuditRecord.about(
                sandbox,
                null,
                AuditEvent.REQUEST,
                "get_account",
                description,
                "{}",
                "test",
                "test",
                Channel.INSPECTOR.label(),
                "/audit");
    }

    private void call(String tool, String args) {
        service.invoke(
                new ToolCallRequest(sandbox, Channel.INSPECTOR, "inspector", tool, args, null, "test", "/audit"));
    }
}
