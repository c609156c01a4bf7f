-- A person letting agents ask again for one tool after its decline breaker came on: declines
-- decided before the newest lift no longer count. Append-only, so it also says who lifted it, when.
CREATE TABLE decline_breaker_lift (
    sandbox_id  VARCHAR(36)  NOT NULL REFERENCES sandbox (id),
    tool        VARCHAR(128) NOT NULL,
    lifted_at   TIMESTAMP(3) WITH TIME ZONE NOT NULL,
    lifted_by   VARCHAR(80)  NOT NULL
);
CREATE INDEX decline_breaker_lift_tool ON decline_breaker_lift (sandbox_id, tool, lifted_at);
-- The breaker first counts a sandbox's recent declines: an index on the rows that have an outcome
-- (set once, when a call ends denied) keeps that cheap however long the history is.
CREATE INDEX tool_call_outcome ON tool_call (sandbox_id, outcome);
