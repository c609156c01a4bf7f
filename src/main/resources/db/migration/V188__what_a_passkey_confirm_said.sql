-- What Lab 7's passkey Confirm last said of a gate's call (refused, and why; or accepted, by which
-- credential), as its sentence's key and arguments (JSON), not words: a page says it in its reader's
-- language when it shows it. The run's own record (self_approval_step) keeps the English.
CREATE TABLE passkey_said (
    gate_id BIGINT        PRIMARY KEY REFERENCES gate (id) ON DELETE CASCADE,
    words   VARCHAR(4000) NOT NULL,
    said_at TIMESTAMP(3) WITH TIME ZONE NOT NULL
);
