-- H2 gives every foreign key an index of its own, and an entry of a secondary index carries the row's
-- key after its columns: the index the foreign key call_transition(call_id) made is already in
-- (call_id, seq) order, and the one audit_record(sandbox_id) made in (sandbox_id, seq) order, so the
-- two indexes created beside them were written by every call and read by no query (H2's plans chose
-- the foreign keys' indexes). H2 only: PostgreSQL makes no index for a foreign key, and keeps these.
-- tool_call keeps its (sandbox_id, id): a page of the Timeline after a given call needs its range.
DROP INDEX call_transition_call;
DROP INDEX audit_sandbox;
