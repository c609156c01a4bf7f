-- Failure modes an instructor switched on for a whole class. A learner-scoped switch is the
-- sandbox's own row in failure_mode; what a sandbox suffers is the union of both.
CREATE TABLE class_failure_mode (
    class_id  VARCHAR(36) NOT NULL REFERENCES workshop_class (id),
    name      VARCHAR(40) NOT NULL,
    PRIMARY KEY (class_id, name)
);
