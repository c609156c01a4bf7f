package org.consentlab.report;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.SandboxSeeder;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Repository;
import tools.jackson.databind.JsonNode;

/** Reads the sandbox's reports; seeds RPT-29 to RPT-33 ACTIVE and restores them on reset. */
@Repository
public class Reports implements SandboxSeeder {

    private record Seed(String id, String title, String owner) {}

    private static final List<Seed> SEED = List.of(
            new Seed("RPT-29", "Q1 revenue", "Grace Hopper"),
            new Seed("RPT-30", "Q2 revenue", "Grace Hopper"),
            new Seed("RPT-31", "Q3 revenue", "Ada Lovelace"),
            new Seed("RPT-32", "Q3 churn", "Alan Turing"),
            new Seed("RPT-33", "Customer list 2026", "Ada Lovelace"));

    private static final String COLUMNS = "id, title, owner, status, tags";

    private final JdbcClient jdbc;
    private final Clock clock;

    Reports(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** In id order. */
    public List<Report> all(SandboxId sandbox) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM report WHERE sandbox_id = ? ORDER BY id")
                .param(sandbox.value())
                .query(this::map)
                .list();
    }

    public Optional<Report> find(SandboxId sandbox, String id) {
        return jdbc.sql("SELECT " + COLUMNS + " FROM report WHERE sandbox_id = ? AND id = ?")
                .params(sandbox.value(), id)
                .query(this::map)
                .optional();
    }

    /** Which report a call is about, from the report's own row: its id and title. */
    public String named(SandboxId sandbox, JsonNode args) {
        String id = args.path("reportId").asString();
        return "report " + find(sandbox, id).map(Report::label).orElse(id + " (no such report)");
    }

    @Override
    public void seed(SandboxId sandbox) {
        SEED.forEach(report -> jdbc.sql("""
                        INSERT INTO report (sandbox_id, id, title, owner, status, tags, updated_at)
                        VALUES (?, ?, ?, ?, ?, '', ?)""")
                .params(
                        sandbox.value(),
                        report.id(),
                        report.title(),
                        report.owner(),
                        ReportStatus.ACTIVE.name(),
                        Instant.now(clock))
                .update());
    }

    @Override
    public void reset(SandboxId sandbox) {
        jdbc.sql("DELETE FROM report WHERE sandbox_id = ?")
                .param(sandbox.value())
                .update();
        seed(sandbox);
    }

    private Report map(ResultSet rs, int row) throws SQLException {
        String tags = rs.getString("tags");
        return new Report(
                rs.getString("id"),
                rs.getString("title"),
                rs.getString("owner"),
                ReportStatus.valueOf(rs.getString("status")),
                tags.isEmpty() ? List.of() : Arrays.asList(tags.split(",")));
    }
}
