/**
 * Passkeys for a learner's sandbox, and the WebAuthn ceremonies over them: registering one, and
 * verifying an assertion over a challenge bound to one call (Lab 7's passkey defence). Every
 * check is webauthn4j's (origin, RP id, signature, user verification, counter, challenge); this
 * package keeps the credentials and the one-time challenges and says, in words, why an assertion
 * was refused. It decides nothing: a verified assertion is only evidence the consent kernel reads
 * before it makes the person's decision, and no agent-facing package may reach it (ArchUnit).
 */
@NullMarked
package org.consentlab.passkey;

import org.jspecify.annotations.NullMarked;
