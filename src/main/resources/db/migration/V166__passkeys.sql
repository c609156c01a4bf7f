-- The passkeys a learner registered for their sandbox (Lab 7's passkey defence). The public key is
-- kept as the authenticator gave it (its attested credential data, base64url), never a private key;
-- the signature counter is kept so an assertion whose counter went back is refused.
CREATE TABLE passkey (
    credential_id   VARCHAR(1400) PRIMARY KEY,
    sandbox_id      VARCHAR(36)   NOT NULL REFERENCES sandbox (id) ON DELETE CASCADE,
    label           VARCHAR(120)  NOT NULL,
    attested_data   VARCHAR(4000) NOT NULL,
    sign_count      BIGINT        NOT NULL,
    uv_initialized  BOOLEAN       NOT NULL,
    backup_eligible BOOLEAN       NOT NULL,
    backup_state    BOOLEAN       NOT NULL,
    created_at      TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    last_used_at    TIMESTAMP(3) WITH TIME ZONE
);

CREATE INDEX passkey_by_sandbox ON passkey (sandbox_id);
