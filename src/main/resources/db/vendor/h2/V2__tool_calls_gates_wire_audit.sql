CREATE TABLE tool_call (
    id               BIGINT AUTO_INCREMENT PRIMARY KEY,
    sandbox_id       VARCHAR(36)   NOT NULL REFERENCES sandbox (id),
    tool             VARCHAR(128)  NOT NULL,
    channel          VARCHAR(24)   NOT NULL,
    caller           VARCHAR(80)   NOT NULL,
    idempotency_key  VARCHAR(128),
    masked_args      VARCHAR(2000) NOT NULL,
    state            VARCHAR(32)   NOT NULL,
    outcome          VARCHAR(24),
    result_text      VARCHAR(4000),
    is_error         BOOLEAN       NOT NULL DEFAULT FALSE,
    gate_id          BIGINT,
    session_ref      VARCHAR(80)   NOT NULL,
    route            VARCHAR(200)  NOT NULL,
    created_at       TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    updated_at       TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    CONSTRAINT call_idempotency UNIQUE (sandbox_id, tool, idempotency_key)
);
CREATE INDEX tool_call_sandbox ON tool_call (sandbox_id, id);

CREATE TABLE call_transition (
    seq      BIGINT PRIMARY KEY,
    call_id  BIGINT      NOT NULL REFERENCES tool_call (id),
    state    VARCHAR(32) NOT NULL,
    at       TIMESTAMP(3) WITH TIME ZONE NOT NULL
);
CREATE INDEX call_transition_call ON call_transition (call_id, seq);

-- A gate is the pending human decision bound to one call. Its args are kept server-side for
-- the effect; agents and screens only ever see the masked copy on the call.
CREATE TABLE gate (
    id                 BIGINT AUTO_INCREMENT PRIMARY KEY,
    sandbox_id         VARCHAR(36)   NOT NULL REFERENCES sandbox (id),
    call_id            BIGINT        NOT NULL REFERENCES tool_call (id),
    tool               VARCHAR(128)  NOT NULL,
    required_decision  VARCHAR(40)   NOT NULL,
    consequence        VARCHAR(1000) NOT NULL,
    args_json          VARCHAR(4000) NOT NULL,
    status             VARCHAR(16)   NOT NULL,
    outcome            VARCHAR(24),
    created_at         TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    expires_at         TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    decided_by         VARCHAR(120),
    decided_at         TIMESTAMP(3) WITH TIME ZONE,
    decision_seq       BIGINT,
    rationale          VARCHAR(500)
);
CREATE INDEX gate_pending ON gate (sandbox_id, tool, status);

CREATE TABLE wire_entry (
    seq         BIGINT PRIMARY KEY,
    sandbox_id  VARCHAR(36)  NOT NULL REFERENCES sandbox (id),
    call_id     BIGINT       REFERENCES tool_call (id),
    method      VARCHAR(8)   NOT NULL,
    path        VARCHAR(200) NOT NULL,
    at          TIMESTAMP(3) WITH TIME ZONE NOT NULL
);
CREATE INDEX wire_entry_sandbox ON wire_entry (sandbox_id, seq);

-- Append-only: the application only ever INSERTs here.
CREATE TABLE audit_record (
    seq          BIGINT PRIMARY KEY,
    sandbox_id   VARCHAR(36)   NOT NULL REFERENCES sandbox (id),
    at           TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    call_id      BIGINT,
    event        VARCHAR(16)   NOT NULL,
    action       VARCHAR(128)  NOT NULL,
    description  VARCHAR(1000) NOT NULL,
    masked_args  VARCHAR(2000) NOT NULL,
    requester    VARCHAR(80)   NOT NULL,
    session_ref  VARCHAR(80)   NOT NULL,
    channel      VARCHAR(24)   NOT NULL,
    decision     VARCHAR(16),
    decided_by   VARCHAR(120),
    decided_at   TIMESTAMP(3) WITH TIME ZONE,
    result       VARCHAR(1000),
    outcome      VARCHAR(24),
    route        VARCHAR(200)  NOT NULL
);
CREATE INDEX audit_sandbox ON audit_record (sandbox_id, seq);
