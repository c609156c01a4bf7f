-- A notice also names the table that changed ("<application_name> <sandbox id> <table>"), so the
-- other nodes can tell a gate's change (which a person must see at once) from the rest.
CREATE OR REPLACE FUNCTION notify_sandbox_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    row_data JSONB := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
    PERFORM pg_notify('sandbox_changed',
            current_setting('application_name') || ' ' || (row_data ->> TG_ARGV[0]) || ' ' || TG_TABLE_NAME);
    RETURN NULL;
END;
$$;
