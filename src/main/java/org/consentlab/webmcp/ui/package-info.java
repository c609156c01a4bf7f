/**
 * The WebMCP bridge: a page component whose browser half ({@code frontend/webmcp-bridge.ts}) finds
 * the WebMCP API once, registers the page's tools with it while the page is open, and sends every
 * call an in-browser agent makes back here. It is given the tools and two callbacks (call a tool,
 * give up on a call) and reaches nothing else: every call goes through the tool-call service on the
 * channel {@code webmcp}, and there is no tool here that confirms or approves anything.
 */
@NullMarked
package org.consentlab.webmcp.ui;

import org.jspecify.annotations.NullMarked;
