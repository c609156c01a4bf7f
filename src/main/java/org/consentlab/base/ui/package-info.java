/**
 * The main layout with the lab navigation, and small components shared by several features.
 * Components here take data and callbacks, never services.
 */
@NullMarked
package org.consentlab.base.ui;

import org.jspecify.annotations.NullMarked;
