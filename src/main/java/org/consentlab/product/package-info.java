/**
 * The sandbox's products, as their system of record sees them: Lab 3's read tool
 * {@code get_product_details} and the cheap reversible write {@code save_for_later}, which runs
 * at once and writes its wire entry as it reaches the product rows.
 */
@NullMarked
package org.consentlab.product;

import org.jspecify.annotations.NullMarked;
