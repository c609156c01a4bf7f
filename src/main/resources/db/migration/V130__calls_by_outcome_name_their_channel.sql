-- A lab's exercise reads the Tool Inspector's calls of a sandbox, not every call its agents made:
-- with the channel in the outcome index, that read seeks the sandbox's inspector calls (with no
-- outcome, or with each outcome) instead of scanning its history. The decline breaker's count of
-- a sandbox's declines still reads the index's first two columns. No index is added: every call
-- writes this one already.
DROP INDEX tool_call_outcome;
CREATE INDEX tool_call_outcome ON tool_call (sandbox_id, outcome, channel);
