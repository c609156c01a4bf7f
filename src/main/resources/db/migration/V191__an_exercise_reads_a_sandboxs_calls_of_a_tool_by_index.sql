-- An exercise reads a sandbox's calls of its tools (Lab 2's cart, Lab 3's product tools), part by
-- part (ToolCalls.toolsGatesOrChannel), on every redraw of a page whose progress marks it shows.
-- No index was led by (sandbox_id, tool): each part sought the sandbox and then read every call of
-- its history to drop the other tools' calls. With an agent reading a few thousand times a lab,
-- PostgreSQL read about 600 heap blocks for each part (54 ms a progress read, measured on the
-- two-node room, where 200 reads a second kept it saturated and the room's gates were lost). The
-- index makes each part a seek of the calls it returns; it costs every call one more entry.
CREATE INDEX tool_call_tool ON tool_call (sandbox_id, tool, id);
