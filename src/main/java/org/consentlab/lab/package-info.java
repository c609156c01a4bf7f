/**
 * The labs: each lab's page, its explanation and its exercise. Lab pages assemble components
 * from the feature packages and connect them to services; they hold no rules of their own.
 */
@NullMarked
package org.consentlab.lab;

import org.jspecify.annotations.NullMarked;
