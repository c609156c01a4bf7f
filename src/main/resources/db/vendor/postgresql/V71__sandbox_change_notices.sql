-- Several app nodes share this database. Whatever a transaction changes in a sandbox, every node
-- hears of it when (and only if) the transaction commits: NOTIFY 'sandbox_changed' with
-- "<application_name> <sandbox id>". Each node names its connections and ignores its own notices,
-- and turns the others' into its in-process "this sandbox changed" (pages re-read from here).
-- Identical notices in one transaction are delivered once. PostgreSQL only: H2 runs one node.
CREATE FUNCTION notify_sandbox_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    row_data JSONB := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
    PERFORM pg_notify('sandbox_changed',
            current_setting('application_name') || ' ' || (row_data ->> TG_ARGV[0]));
    RETURN NULL;
END;
$$;

DO $$
DECLARE
    t RECORD;
BEGIN
    FOR t IN SELECT table_name FROM information_schema.columns
             WHERE table_schema = current_schema() AND column_name = 'sandbox_id' LOOP
        EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
                       'FOR EACH ROW EXECUTE FUNCTION notify_sandbox_changed(''sandbox_id'')',
                       t.table_name || '_changed', t.table_name);
    END LOOP;
END;
$$;

CREATE TRIGGER sandbox_changed AFTER INSERT OR UPDATE OR DELETE ON sandbox
    FOR EACH ROW EXECUTE FUNCTION notify_sandbox_changed('id');
