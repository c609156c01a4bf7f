-- Every call, gate and effect request names the lab it belongs to, recorded when it is made: the lab
-- whose page (or whose page's agent, inspector or WebMCP bridge) made the call, and for an MCP call,
-- which comes from no page, the lab that owns the tool. A gate and an effect request belong to the
-- lab of their call. 0 means "no lab's": a demo twin, or a page that is not a lab. NULL means
-- "earlier, lab not recorded".
--
-- Rows written before this: a call's lab is derived from its route, which every call has always
-- recorded (an MCP call's from its tool, as now), and a gate's and an effect request's from their
-- call. Only an effect request without a call keeps NULL.
ALTER TABLE tool_call ADD COLUMN lab SMALLINT;
ALTER TABLE gate ADD COLUMN lab SMALLINT;
ALTER TABLE wire_entry ADD COLUMN lab SMALLINT;
UPDATE tool_call SET lab = CASE
    WHEN route LIKE '/labs/registration%' THEN 1
    WHEN route LIKE '/labs/cart%' THEN 2
    WHEN route LIKE '/labs/product%' THEN 3
    WHEN route LIKE '/labs/account%' THEN 4
    WHEN route LIKE '/labs/lifecycle%' THEN 5
    WHEN route LIKE '/labs/reports%' THEN 6
    WHEN route LIKE '/labs/self-approval%' THEN 7
    WHEN route LIKE '/labs/decisions%' THEN 8
    WHEN route = '/mcp' AND tool IN ('add_to_cart', 'remove_from_cart') THEN 2
    WHEN route = '/mcp' AND tool IN ('get_product_details', 'save_for_later') THEN 3
    WHEN route = '/mcp' AND tool IN ('delete_account', 'get_account') THEN 4
    WHEN route = '/mcp' AND tool = 'rename_draft' THEN 5
    WHEN route = '/mcp' AND tool IN ('list_reports', 'tag_report', 'archive_report', 'export_customers',
                                     'submit_export') THEN 6
    WHEN route = '/mcp' AND tool IN ('refund_order', 'send_payment') THEN 8
    ELSE 0 END;
UPDATE gate SET lab = (SELECT c.lab FROM tool_call c WHERE c.id = gate.call_id);
UPDATE wire_entry SET lab = (SELECT c.lab FROM tool_call c WHERE c.id = wire_entry.call_id) WHERE call_id IS NOT NULL;
-- A lab's wire list reads its newest entries by this index; calls are read newest first by the
-- sandbox's index as before, so a call writes no further index entry.
CREATE INDEX wire_entry_lab ON wire_entry (sandbox_id, lab, seq);
