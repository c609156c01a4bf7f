-- A Lab 7 step (what the agent's script reported, what Confirm's defence saw, why the lab closed a
-- run) keeps, beside its English, the same sentences as words a page can say in its reader's
-- language: each sentence's bundle key and the values it was written from, as JSON
-- ([{"key":"selfapproval.defence.saw","arguments":[{"phrase":{"key":"…","arguments":[]}},"false","0",""]}]).
-- A text kept as it was said (the decision's result) is {"said":"…"} and stays English.
--
-- Rows written before this keep NULL: a page shows their English as it was written.
ALTER TABLE self_approval_step ADD COLUMN words VARCHAR(8000);
