-- The lab page each learner opened last, since when they have been on it, and when they last
-- opened any lab page: where a class overview says the learner is, and who seems stuck.
CREATE TABLE lab_visit (
    sandbox_id  VARCHAR(36) PRIMARY KEY REFERENCES sandbox (id),
    lab         INTEGER     NOT NULL,
    since       TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    last_at     TIMESTAMP(3) WITH TIME ZONE NOT NULL
);
