-- V71 gave a change-notice trigger to the tables that had a sandbox_id then; the tables made since
-- (a learner's visits, hints, restored exercises, fix-it steps, tour, passkeys, a lifted decline
-- breaker, removed history, idempotency keys) sent none, so another node's page showed their change
-- only after some other change came. Every table with a sandbox_id now has one; MigrationsTest
-- checks that no table is left without.
DO $$
DECLARE
    t RECORD;
BEGIN
    FOR t IN SELECT c.table_name FROM information_schema.columns c
             JOIN information_schema.tables b
               ON b.table_schema = c.table_schema AND b.table_name = c.table_name AND b.table_type = 'BASE TABLE'
             WHERE c.table_schema = current_schema() AND c.column_name = 'sandbox_id'
               AND NOT EXISTS (SELECT 1 FROM information_schema.triggers g
                               WHERE g.event_object_schema = current_schema()
                                 AND g.event_object_table = c.table_name
                                 AND g.action_statement LIKE '%notify_sandbox_changed%') LOOP
        EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I '
                       'FOR EACH ROW EXECUTE FUNCTION notify_sandbox_changed(''sandbox_id'')',
                       t.table_name || '_changed', t.table_name);
    END LOOP;
END;
$$;
