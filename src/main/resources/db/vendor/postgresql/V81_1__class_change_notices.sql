-- Classes reach several nodes too: joining or leaving a class changes what a learner's pages
-- show (the class, its failure modes), and a class-wide change (a failure-mode switch, a setting,
-- the class ending) changes it for every learner of the class. Each becomes the same
-- 'sandbox_changed' notice per affected sandbox that V71 sends, so other nodes redraw those pages.
CREATE TRIGGER class_member_changed AFTER INSERT OR UPDATE OR DELETE ON class_member
    FOR EACH ROW EXECUTE FUNCTION notify_sandbox_changed('sandbox_id');

CREATE FUNCTION notify_class_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    changed_class VARCHAR := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END) ->> TG_ARGV[0];
    member RECORD;
BEGIN
    FOR member IN SELECT sandbox_id FROM class_member m WHERE m.class_id = changed_class LOOP
        PERFORM pg_notify('sandbox_changed', current_setting('application_name') || ' ' || member.sandbox_id);
    END LOOP;
    RETURN NULL;
END;
$$;

CREATE TRIGGER class_failure_mode_changed AFTER INSERT OR DELETE ON class_failure_mode
    FOR EACH ROW EXECUTE FUNCTION notify_class_changed('class_id');

CREATE TRIGGER workshop_class_changed AFTER UPDATE ON workshop_class
    FOR EACH ROW EXECUTE FUNCTION notify_class_changed('id');
