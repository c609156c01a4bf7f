-- A gate records the gated tool that armed it, by the name that tool arms under: the tool's own
-- name, or, where several gated tools share one tool name, a name of their own (Lab 5's runs
-- 'lab5:<tool>', Lab 8's argument-bound tools 'bound:<tool>', Lab 7's deletion 'lab7:delete_account').
-- A decision reaches the tool that armed its gate by this column alone.
--
-- Rows written before this: which tool armed a gate was told by its subject, as the code read it
-- until now: 'lab5-run-<call>' for a Lab 5 run, 'call-<call>' for an argument-bound tool, 'lab7:...'
-- for Lab 7; every other gate was armed by the tool of its name.
ALTER TABLE gate ADD COLUMN armed_by VARCHAR(140);
UPDATE gate SET armed_by = CASE
    WHEN subject LIKE 'lab5-run-%' THEN 'lab5:' || tool
    WHEN subject LIKE 'call-%' THEN 'bound:' || tool
    WHEN subject LIKE 'lab7:%' THEN 'lab7:' || tool
    ELSE tool END;
ALTER TABLE gate ALTER COLUMN armed_by SET NOT NULL;
