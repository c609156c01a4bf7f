-- A class an instructor runs: learners join it by a short code and keep their own sandboxes.
-- The join code stays unique after the class ends, so an old code never lands someone in a new class.
CREATE TABLE workshop_class (
    id                        VARCHAR(36)  PRIMARY KEY,
    name                      VARCHAR(80)  NOT NULL,
    join_code                 VARCHAR(6)   NOT NULL UNIQUE,
    instructor                VARCHAR(120) NOT NULL,
    created_at                TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    gate_ttl_seconds          INTEGER,
    approval_timeout_seconds  INTEGER,
    ended_at                  TIMESTAMP(3) WITH TIME ZONE
);

-- A sandbox is in at most one class at a time (the primary key says so).
CREATE TABLE class_member (
    sandbox_id    VARCHAR(36) PRIMARY KEY REFERENCES sandbox (id),
    class_id      VARCHAR(36) NOT NULL REFERENCES workshop_class (id),
    display_name  VARCHAR(40),
    joined_at     TIMESTAMP(3) WITH TIME ZONE NOT NULL
);

CREATE INDEX class_member_by_class ON class_member (class_id);
