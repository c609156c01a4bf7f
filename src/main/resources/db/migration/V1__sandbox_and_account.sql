-- One global sequence orders every event (transitions, gate decisions, wire entries, audit rows),
-- so "did the effect leave before the decision?" never depends on two clocks agreeing.
CREATE SEQUENCE event_seq START WITH 1;

CREATE TABLE sandbox (
    id          VARCHAR(36) PRIMARY KEY,
    created_at  TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    reset_at    TIMESTAMP(3) WITH TIME ZONE
);

CREATE TABLE account (
    sandbox_id  VARCHAR(36) PRIMARY KEY REFERENCES sandbox (id),
    holder      VARCHAR(120) NOT NULL,
    email       VARCHAR(200) NOT NULL,
    plan        VARCHAR(40)  NOT NULL,
    status      VARCHAR(16)  NOT NULL,
    updated_at  TIMESTAMP(3) WITH TIME ZONE NOT NULL
);
