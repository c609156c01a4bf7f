-- Each passkey assertion the server verified for a gate's call: which credential signed, whether it
-- was registered for the gate's own sandbox, and the hash of the challenge it signed. Lab 7 grades
-- a passkey run from this record, never from what the page said.
CREATE TABLE passkey_signature (
    gate_id        BIGINT        NOT NULL REFERENCES gate (id) ON DELETE CASCADE,
    credential_id  VARCHAR(1400) NOT NULL,
    own            BOOLEAN       NOT NULL,
    challenge_hash VARCHAR(64)   NOT NULL,
    signed_at      TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    PRIMARY KEY (gate_id, credential_id)
);
