-- The pages read a sandbox's newest calls (the Timeline, a lab's records since its reset: the
-- newest 25) on every redraw. H2 sorts by an index only when the ORDER BY names the index's own
-- columns in its own direction, so "ORDER BY id DESC" read the sandbox's whole history and sorted
-- it each time (15 ms at 10,000 calls). Kept newest first, and asked for as
-- "ORDER BY sandbox_id DESC, id DESC", the index hands over the newest 25 and stops. A range of ids
-- in ascending order (an export's next page) still reads this index by its range. Same columns,
-- so no index is added; PostgreSQL reads its (sandbox_id, id) index backwards and keeps it.
DROP INDEX tool_call_sandbox;
CREATE INDEX tool_call_sandbox ON tool_call (sandbox_id DESC, id DESC);
