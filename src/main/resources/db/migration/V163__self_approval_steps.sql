-- What Lab 7 recorded of a run besides its gate and wire: what the agent did in the page, and what
-- the Confirm's defence saw and decided (a refused click leaves no trace on the gate). One row of
-- each kind per run, kept with the run's gate, so a reloaded page shows what the records hold.
CREATE TABLE self_approval_step (
    gate_id     BIGINT        NOT NULL REFERENCES gate (id) ON DELETE CASCADE,
    kind        VARCHAR(16)   NOT NULL,
    said        VARCHAR(4000) NOT NULL,
    recorded_at TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    PRIMARY KEY (gate_id, kind)
);
