package org.consentlab.lab.ui;

import org.consentlab.approval.LocalApproverSignIn;
import org.consentlab.lab.CallTimelines;
import org.consentlab.lab.LifecycleLab;
import org.springframework.stereotype.Component;

/**
 * What Lab 5's page reads and does: the lab's runs, the timelines of the requests held at its effect
 * boundary, and the local approver's sign-in it explains.
 */
@Component
record LifecycleLabModel(LifecycleLab lab, CallTimelines timelines, LocalApproverSignIn signIn) {}
