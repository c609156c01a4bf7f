-- A retry names its call by an idempotency key, which few calls carry; yet as a UNIQUE constraint
-- on tool_call (sandbox_id, tool, idempotency_key) every call wrote an entry in its index, a key or
-- not (both databases index a NULL key too), led by the sandbox: on H2 one more B-tree leaf per
-- busy sandbox that every store write carries. The keys now have a table of their own, written only
-- for a call that has one, and it keeps them unique as the constraint did. A retry is still looked
-- up with its sandbox locked, so two racing retries cannot both open a call. The call keeps its key
-- in its own row as well, for the pages and the export.
CREATE TABLE call_key (
    sandbox_id       VARCHAR(36)  NOT NULL,
    tool             VARCHAR(128) NOT NULL,
    idempotency_key  VARCHAR(128) NOT NULL,
    call_id          BIGINT       NOT NULL REFERENCES tool_call (id),
    PRIMARY KEY (sandbox_id, tool, idempotency_key)
);
INSERT INTO call_key (sandbox_id, tool, idempotency_key, call_id)
    SELECT sandbox_id, tool, idempotency_key, id FROM tool_call WHERE idempotency_key IS NOT NULL;
ALTER TABLE tool_call DROP CONSTRAINT call_idempotency;
