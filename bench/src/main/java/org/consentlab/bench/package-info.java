/**
 * The live-updates benchmark (docs/performance.md): the app, real pages in headless Chromium and
 * a real MCP client in one run, measuring what an agent's traffic costs the person's page and
 * what an open page costs the agent. Built and run only by {@code ./mvnw -Pbench verify}, never
 * by the normal build.
 */
package org.consentlab.bench;
