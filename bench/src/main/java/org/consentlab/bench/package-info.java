/**
 * The benchmark (docs/performance.md): in one run, the app with real pages in headless Chromium,
 * learners' pages held by push clients that speak Vaadin's own protocol, and agents speaking MCP
 * on the wire; then the packaged jar in a process of its own, and two nodes on PostgreSQL behind
 * HAProxy. It measures the budgets of the live-updates and scale work and writes the doc's table.
 * Built and run only by {@code ./mvnw -Pbench verify}, never by the normal build.
 */
package org.consentlab.bench;
