-- A notice names the kind of change the other nodes redraw for ("calls", "wire", "gates"), no longer
-- the table: an agent's read writes its call, two audit rows and the chain head, which sent three
-- notices that every other node heard and relayed apart, though all three meant "calls". Identical
-- notices in one transaction are delivered once, so a read now sends one. Any other table is still
-- named as itself, which the nodes read as "anything may have changed".
-- The sandbox is taken from its column, no longer from the whole row turned into JSON for each row.
-- PL/pgSQL compiles a trigger function for each table it runs on and plans a branch only when it
-- runs, so the sandbox table's branch (its column is id) is never planned for the other tables.
CREATE OR REPLACE FUNCTION notify_sandbox_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    changed TEXT;
BEGIN
    IF TG_ARGV[0] = 'id' THEN
        IF TG_OP = 'DELETE' THEN changed := OLD.id; ELSE changed := NEW.id; END IF;
    ELSIF TG_OP = 'DELETE' THEN
        changed := OLD.sandbox_id;
    ELSE
        changed := NEW.sandbox_id;
    END IF;
    PERFORM pg_notify('sandbox_changed', current_setting('application_name') || ' ' || changed || ' ' ||
            CASE
                WHEN TG_TABLE_NAME IN ('tool_call', 'call_key', 'audit_record', 'audit_chain_head') THEN 'calls'
                WHEN TG_TABLE_NAME IN ('wire_entry', 'wire_hold') THEN 'wire'
                WHEN TG_TABLE_NAME = 'gate' THEN 'gates'
                ELSE TG_TABLE_NAME
            END);
    RETURN NULL;
END;
$$;
