-- Find it, fix it: each step of a challenge a learner solved, graded on the server ('found' the
-- lines that let the agent through, 'fixed' by the right candidate), and when. A page says a
-- challenge is done only from these rows; a reset of the sandbox clears them with its other records.
CREATE TABLE fixit_step (
    sandbox_id  VARCHAR(36)  NOT NULL REFERENCES sandbox (id),
    challenge   VARCHAR(64)  NOT NULL,
    step        VARCHAR(8)   NOT NULL,
    solved_at   TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    PRIMARY KEY (sandbox_id, challenge, step)
);
