/**
 * Web security shared by the filter chains: the response headers (Content-Security-Policy,
 * nosniff, Referrer-Policy, framing), throttling of failed sign-ins per account and per address,
 * and the loopback test that decides whether a documented default account may exist at all.
 * The chains themselves live beside the accounts they protect.
 */
@NullMarked
package org.consentlab.security;

import org.jspecify.annotations.NullMarked;
