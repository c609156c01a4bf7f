-- The passkeys approvers registered at /approvals, each its approver's own (the signed-in name). A
-- table of its own, not passkey's: a learner's passkey belongs to a sandbox, an approver's to a
-- person signed in, and neither may sign for the other. Public key and counter only, as in passkey.
CREATE TABLE approver_passkey (
    credential_id   VARCHAR(1400) PRIMARY KEY,
    approver        VARCHAR(200)  NOT NULL,
    label           VARCHAR(120)  NOT NULL,
    attested_data   VARCHAR(4000) NOT NULL,
    sign_count      BIGINT        NOT NULL,
    uv_initialized  BOOLEAN       NOT NULL,
    backup_eligible BOOLEAN       NOT NULL,
    backup_state    BOOLEAN       NOT NULL,
    created_at      TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    last_used_at    TIMESTAMP(3) WITH TIME ZONE
);

CREATE INDEX approver_passkey_by_approver ON approver_passkey (approver);

-- Which of a class's approvals an approver must sign with their passkey: IRREVERSIBLE_UNBOUNDED (the
-- choice offered first) or EVERY_APPROVAL. No row: none (the default).
CREATE TABLE class_approver_passkey (
    class_id   VARCHAR(36) PRIMARY KEY REFERENCES workshop_class (id) ON DELETE CASCADE,
    applies_to VARCHAR(24) NOT NULL
);
