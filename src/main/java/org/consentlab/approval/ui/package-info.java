/**
 * The approver's pages: the sign-in page at {@code /login}, the approvals page at
 * {@code /approvals} (role {@code APPROVER} only), and the friendly page a signed-in person
 * without that role sees instead of Vaadin's bare "Could not navigate". Learners never need to
 * sign in; the sign-in page says so.
 */
@NullMarked
package org.consentlab.approval.ui;

import org.jspecify.annotations.NullMarked;
