-- A gate keeps, beside its consequence as written in English, the same consequence as words a page
-- can say in its reader's language: the bundle key of the sentence and its arguments, as JSON
-- ({"key":"consent.consequence.delete-account","arguments":["Ada Lovelace","ada@example.org","pro"]}).
-- The arguments are the very values the English was written from, so both say the same.
--
-- Rows written before this, and a consequence rewritten by an edit, keep NULL: a page shows their
-- English as it was written.
ALTER TABLE gate ADD COLUMN consequence_words VARCHAR(2000);
