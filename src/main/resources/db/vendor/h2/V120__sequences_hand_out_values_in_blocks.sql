-- H2 hands out a sequence's values from a block it keeps in memory and records the block's end in
-- the database's metadata each time a block is used up; every such metadata change empties every
-- connection's cache of parsed statements. At the default block of 32 values, the sequences every
-- call takes values from (its id, each transition, each audit row) used a block up every few calls,
-- so nearly every statement of a call was parsed again. Blocks of 100,000 values: a killed process
-- skips at most the rest of its block on restart; the values only order and identify rows, gaps are
-- harmless, and no value is ever handed out twice. H2 only: H2 keeps one block per database, so values
-- stay in order across connections; PostgreSQL keeps one per session and keeps its default of one.
ALTER SEQUENCE event_seq CACHE 100000;
ALTER TABLE tool_call ALTER COLUMN id SET CACHE 100000;
ALTER TABLE gate ALTER COLUMN id SET CACHE 100000;
ALTER TABLE payment ALTER COLUMN id SET CACHE 100000;
ALTER TABLE cart_item ALTER COLUMN id SET CACHE 100000;
ALTER TABLE export_job ALTER COLUMN id SET CACHE 100000;
