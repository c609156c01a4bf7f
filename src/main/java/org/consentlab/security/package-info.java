/**
 * Web security shared by the filter chains: the response headers (Content-Security-Policy,
 * nosniff, Referrer-Policy, framing, Permissions-Policy, HSTS over HTTPS), CSRF token reading,
 * throttling of failed sign-ins per account and per client address on the Bucket4j buckets every
 * throttle shares (in memory on H2, in PostgreSQL across nodes), the client address itself, and
 * the loopback test that decides whether a documented default account may exist at all.
 * The chains themselves live beside the accounts they protect.
 */
@NullMarked
package org.consentlab.security;

import org.jspecify.annotations.NullMarked;
