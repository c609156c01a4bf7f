-- Whether a sandbox's learner started the guided tour of Lab 4 or skipped it. Where the tour
-- stands is never stored: it is read from the sandbox's gates and wire each time; this row only
-- says whether to show it, so that a skipped tour stays out of the way until resumed.
CREATE TABLE guided_tour (
    sandbox_id VARCHAR(36)  PRIMARY KEY REFERENCES sandbox (id),
    state      VARCHAR(16)  NOT NULL,
    changed_at TIMESTAMP(3) WITH TIME ZONE NOT NULL
);
