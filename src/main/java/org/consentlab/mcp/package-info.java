/**
 * The MCP endpoint at {@code /mcp}: a thin adapter that offers the tool registry over Streamable
 * HTTP (MCP Java SDK) and hands every {@code tools/call} to the tool-call service on the channel
 * {@code mcp}, so an agent over MCP meets the same validation, gate, audit and wire as any other
 * path. In front of it: DNS-rebinding checks, a per-sandbox bearer token stored only as a hash,
 * a binding of each MCP session to the sandbox that opened it, a guard that reads each message
 * strictly, and one plain JSON-RPC error shape for every refusal. There is no tool here that
 * confirms or approves anything, and nothing here may call into the consent boundary's effects.
 */
@NullMarked
package org.consentlab.mcp;

import org.jspecify.annotations.NullMarked;
