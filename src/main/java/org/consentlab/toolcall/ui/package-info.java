/**
 * Components that show what tool calls did: the wire as it reached the systems of record.
 * They are fed data and never read it themselves.
 */
package org.consentlab.toolcall.ui;
