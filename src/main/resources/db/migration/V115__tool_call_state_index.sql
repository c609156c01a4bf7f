-- A gated call counts the decisions already waiting in its sandbox (ApprovalFatigue): by state,
-- not by walking every call of the sandbox's history.
CREATE INDEX tool_call_state ON tool_call (sandbox_id, state);
