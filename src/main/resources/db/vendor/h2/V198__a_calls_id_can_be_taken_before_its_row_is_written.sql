-- A read answered in the step that opened it writes its row once, in its last state (ToolCalls):
-- its id is taken before the row exists, for its audit rows and its handler. H2's identity column
-- hides its sequence, so the ids now come from a sequence of their own, handing them out in blocks
-- as the identity did (V120). It continues after every id the identity gave, not only after the
-- rows still there: a call deleted since (a reset, retention) never sees its id given again.
-- PostgreSQL takes the ids from the identity's own sequence (pg_get_serial_sequence): no change.
CREATE SEQUENCE tool_call_ids CACHE 100000;
ALTER SEQUENCE tool_call_ids RESTART WITH (
    SELECT GREATEST(
        (SELECT COALESCE(MAX(id), 0) + 1 FROM tool_call),
        (SELECT COALESCE(IDENTITY_BASE, 1) FROM INFORMATION_SCHEMA.COLUMNS
            WHERE TABLE_SCHEMA = CURRENT_SCHEMA AND TABLE_NAME = 'TOOL_CALL' AND COLUMN_NAME = 'ID')));
ALTER TABLE tool_call ALTER COLUMN id DROP IDENTITY;
ALTER TABLE tool_call ALTER COLUMN id SET DEFAULT NEXT VALUE FOR tool_call_ids;
