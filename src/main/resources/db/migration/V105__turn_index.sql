-- Lab 8's batches are the gated calls of one agent session within a short window: one range scan.
CREATE INDEX tool_call_turn ON tool_call (sandbox_id, session_ref, created_at);
