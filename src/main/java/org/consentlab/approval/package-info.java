/**
 * Approvals by a second principal: the approver, a person outside the agent's run who decides
 * irreversible-unbounded calls. This package holds who may sign in as an approver and the HTTP
 * security that makes such a sign-in possible without asking learners for one: every lab page
 * stays open to anyone, the MCP endpoint keeps its own bearer-token filter, and only the approvals
 * page needs the {@code APPROVER} role. Its {@code ui} subpackage holds the sign-in page and the
 * approvals page.
 */
@NullMarked
package org.consentlab.approval;

import org.jspecify.annotations.NullMarked;
