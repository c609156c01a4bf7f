-- Each hint a learner revealed on an exercise of the score board, one row per hint, in order:
-- how many hints they used is read from here (the board, the class overview, the CTF cost). A row
-- restored from a signed continue code says so, so that it is never mistaken for a reveal here.
CREATE TABLE hint_reveal (
    sandbox_id  VARCHAR(36)  NOT NULL REFERENCES sandbox (id),
    exercise_id VARCHAR(64)  NOT NULL,
    hint        INTEGER      NOT NULL,
    revealed_at TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    restored    BOOLEAN      NOT NULL,
    PRIMARY KEY (sandbox_id, exercise_id, hint)
);
