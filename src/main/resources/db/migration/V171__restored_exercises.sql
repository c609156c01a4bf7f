-- Exercises a learner brought into this sandbox from a signed continue code (made by this server
-- for another sandbox, or this one before a lost cookie). A record of its own: nothing of the
-- other sandbox's calls, gates or wire is copied or replayed, only that the exercise was done.
CREATE TABLE restored_exercise (
    sandbox_id  VARCHAR(36)  NOT NULL REFERENCES sandbox (id),
    exercise_id VARCHAR(64)  NOT NULL,
    restored_at TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    PRIMARY KEY (sandbox_id, exercise_id)
);
