/**
 * The sandbox's orders, payees and sent payments, as their system of record sees them (Lab 5's
 * refund_order and send_payment reach them). This package only reads, seeds and resets; a refund
 * or a payment is effect code behind the consent boundary in {@code org.consentlab.consent},
 * which writes the wire as its request reaches these records.
 */
@NullMarked
package org.consentlab.payment;

import org.jspecify.annotations.NullMarked;
