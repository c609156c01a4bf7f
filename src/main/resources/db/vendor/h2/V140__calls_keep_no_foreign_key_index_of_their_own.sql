-- H2 gives a foreign key an index on exactly its own columns, and every call wrote an entry in the
-- one tool_call(sandbox_id) made: one more B-tree leaf per busy sandbox that every store write
-- carries, beside the other indexes led by the sandbox, which the queries do read. None of them
-- can stand in for it (H2 takes only an index of exactly the key's columns), so the key goes, on H2
-- only: a call is only ever opened in its step for a sandbox the app has resolved, and sandboxes are
-- never deleted (history retention removes a sandbox's calls, not the sandbox). PostgreSQL makes no
-- index for a foreign key and keeps it. Measured in docs/performance.md ("A call's index entries").
-- The name is the one H2 gave the key in V2 (from the table's name); IF EXISTS leaves any other be.
ALTER TABLE tool_call DROP CONSTRAINT IF EXISTS CONSTRAINT_8F;
