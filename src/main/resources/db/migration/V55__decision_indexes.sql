-- Every column a decision, reset or expiry looks calls up by gets an index, so that deciding a
-- gate never scans the history (tool_call.gate_id was scanned on every decision). The columns
-- declared with REFERENCES get one too: H2 adds its own, other databases do not.
CREATE INDEX tool_call_gate ON tool_call (gate_id);
CREATE INDEX gate_call ON gate (call_id);
CREATE INDEX wire_entry_call ON wire_entry (call_id);
CREATE INDEX audit_call ON audit_record (call_id);
CREATE INDEX cart_item_call ON cart_item (call_id);
CREATE INDEX payment_call ON payment (call_id);
-- The expiry sweep and the approvers' queue look across every sandbox for pending gates.
CREATE INDEX gate_status ON gate (status, expires_at);
