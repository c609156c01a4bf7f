package org.consentlab.instructor.ui;

import org.consentlab.instructor.ApproverPasskeyRules;
import org.consentlab.instructor.FailureModes;
import org.springframework.stereotype.Component;

/** What an instructor switches for a class: its failure modes, and whether its approvers approve with a passkey. */
@Component
record ClassRules(FailureModes modes, ApproverPasskeyRules approverPasskeys) {}
