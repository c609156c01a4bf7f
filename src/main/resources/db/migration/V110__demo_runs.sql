-- Which failure-mode demos a visitor ran, and in which two throw-away sandboxes: an exercise reads
-- the twins' own wires from there, so "the wrong twin's wire differs" is checked from records.
-- Each run has a wrong twin of its own, so that sandbox is the key.
CREATE TABLE demo_run (
    wrong_sandbox   VARCHAR(36) PRIMARY KEY REFERENCES sandbox (id),
    correct_sandbox VARCHAR(36) NOT NULL REFERENCES sandbox (id),
    viewer_sandbox  VARCHAR(36) NOT NULL REFERENCES sandbox (id),
    mode            VARCHAR(64) NOT NULL,
    started_at      TIMESTAMP(3) WITH TIME ZONE NOT NULL
);
CREATE INDEX demo_run_viewer ON demo_run (viewer_sandbox, mode);
