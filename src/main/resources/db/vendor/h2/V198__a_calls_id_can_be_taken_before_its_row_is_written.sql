-- A read answered in the step that opened it writes its row once, in its last state (ToolCalls):
-- its id is taken before the row exists, for its audit rows and its handler. H2's identity column
-- hides its sequence, so the ids now come from a sequence of their own, continuing after the ids
-- given so far and handing them out in blocks as the identity did (V120). PostgreSQL takes them
-- from the identity's own sequence (pg_get_serial_sequence) and needs no change.
CREATE SEQUENCE tool_call_ids CACHE 100000;
ALTER SEQUENCE tool_call_ids RESTART WITH (SELECT COALESCE(MAX(id), 0) + 1 FROM tool_call);
ALTER TABLE tool_call ALTER COLUMN id DROP IDENTITY;
ALTER TABLE tool_call ALTER COLUMN id SET DEFAULT NEXT VALUE FOR tool_call_ids;
