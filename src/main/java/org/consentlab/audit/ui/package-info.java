/** The audit log page: the sandbox's audit rows, newest first, filtered by tool and outcome. */
package org.consentlab.audit.ui;
