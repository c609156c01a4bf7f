/** The audit log page: the sandbox's audit rows, newest first, filtered by tool and outcome. */
@NullMarked
package org.consentlab.audit.ui;

import org.jspecify.annotations.NullMarked;
