/**
 * The sandbox's cart, as its system of record sees it: Lab 2's {@code add_to_cart} and
 * {@code remove_from_cart}, reversible by the user and therefore ungated. Each handler writes
 * its wire entry as the request reaches the cart rows, then changes them.
 */
@NullMarked
package org.consentlab.cart;

import org.jspecify.annotations.NullMarked;
