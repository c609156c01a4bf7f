-- ShedLock's lease table: a timed job (the gate expiry sweep) runs on one app node at a time,
-- whichever takes the row's lease first, however many nodes share the database.
CREATE TABLE shedlock (
    name        VARCHAR(64)  NOT NULL PRIMARY KEY,
    lock_until  TIMESTAMP(3) NOT NULL,
    locked_at   TIMESTAMP(3) NOT NULL,
    locked_by   VARCHAR(255) NOT NULL
);
