/**
 * Lab 7's components: the defence matrix, filled from graded runs. They take data, not services;
 * the lab view assembles them with the Confirm control the consent boundary hands out.
 */
@NullMarked
package org.consentlab.selfapproval.ui;

import org.jspecify.annotations.NullMarked;
