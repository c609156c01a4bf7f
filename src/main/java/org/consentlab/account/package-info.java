/**
 * The sandbox's account, as its system of record sees it. This package only reads the account
 * and seeds or resets it; the one irreversible change, deletion, is effect code and lives behind
 * the consent boundary in {@code org.consentlab.consent}.
 */
@NullMarked
package org.consentlab.account;

import org.jspecify.annotations.NullMarked;
