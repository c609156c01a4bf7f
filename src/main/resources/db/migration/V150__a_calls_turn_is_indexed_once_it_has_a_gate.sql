-- Lab 8's batches read the gated calls of one agent session within a short window. Indexed as
-- (sandbox_id, session_ref, created_at), every call wrote an entry, gated or not, led by its
-- sandbox: on H2 one more B-tree leaf per busy sandbox for every store write to carry. A call's
-- session is now copied into turn_session when its gate is bound, and the index is led by that and
-- the arrival time: a call without a gate has an entry (NULL, its arrival time), and those go one
-- after another to the end of the index, whatever their sandbox.
ALTER TABLE tool_call ADD COLUMN turn_session VARCHAR(80);
UPDATE tool_call SET turn_session = session_ref WHERE gate_id IS NOT NULL;
CREATE INDEX tool_call_gated_turn ON tool_call (turn_session, created_at, sandbox_id);
DROP INDEX tool_call_turn;
