/**
 * THE CONSENT BOUNDARY. Public here: the {@code request*} side that any path may reach, which
 * arms a gate and answers PENDING, and read-only views of gates. Package-private here: every
 * {@code confirm*} method and all effect code of gated tools. The one caller of a confirm is
 * {@link org.consentlab.consent.ConsentGateCard}, the human's Confirm control, which acts only on
 * a real click in the page of the sandbox that owns the gate. This package is flat on purpose,
 * so that the compiler itself keeps effect code out of reach; an ArchUnit rule keeps the rest.
 */
@NullMarked
package org.consentlab.consent;

import org.jspecify.annotations.NullMarked;
