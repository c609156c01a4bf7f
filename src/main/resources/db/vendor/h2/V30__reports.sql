-- Lab 6: the reports system of record, the export jobs a person submits through a handoff,
-- instructor failure modes, and standing "allow for this session" decisions.
CREATE TABLE report (
    sandbox_id  VARCHAR(36)  NOT NULL REFERENCES sandbox (id),
    id          VARCHAR(16)  NOT NULL,
    title       VARCHAR(120) NOT NULL,
    owner       VARCHAR(120) NOT NULL,
    status      VARCHAR(16)  NOT NULL,
    tags        VARCHAR(500) NOT NULL DEFAULT '',
    updated_at  TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    PRIMARY KEY (sandbox_id, id)
);

-- What the handoff's expect-check reads: "the export job exists".
CREATE TABLE export_job (
    id          BIGINT AUTO_INCREMENT PRIMARY KEY,
    sandbox_id  VARCHAR(36)  NOT NULL REFERENCES sandbox (id),
    gate_id     BIGINT       NOT NULL,
    created_by  VARCHAR(120) NOT NULL,
    created_at  TIMESTAMP(3) WITH TIME ZONE NOT NULL
);
CREATE INDEX export_job_gate ON export_job (gate_id);

-- Named wrong designs an instructor switched on for one sandbox; no row means off (safe).
CREATE TABLE failure_mode (
    sandbox_id  VARCHAR(36) NOT NULL REFERENCES sandbox (id),
    name        VARCHAR(40) NOT NULL,
    PRIMARY KEY (sandbox_id, name)
);

-- A person's standing yes for one tool in one session; only tools whose policy permits it.
CREATE TABLE session_allowance (
    sandbox_id  VARCHAR(36)  NOT NULL REFERENCES sandbox (id),
    session_ref VARCHAR(80)  NOT NULL,
    tool        VARCHAR(128) NOT NULL,
    granted_by  VARCHAR(120) NOT NULL,
    granted_at  TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    PRIMARY KEY (sandbox_id, session_ref, tool)
);

-- A pending gate is found per tool and subject (e.g. one report), so that asking about RPT-31
-- never joins the gate pending for RPT-32. Handoff gates keep the one-time code the person types.
ALTER TABLE gate ADD COLUMN subject VARCHAR(64);
ALTER TABLE gate ADD COLUMN handoff_code VARCHAR(16);
DROP INDEX gate_pending;
CREATE INDEX gate_pending ON gate (sandbox_id, tool, subject, status);
