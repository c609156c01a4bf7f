package org.consentlab.instructor.ui;

import org.consentlab.instructor.LabVisits;
import org.consentlab.instructor.LearnerHints;
import org.consentlab.instructor.LearnerStatuses;
import org.springframework.stereotype.Component;

/** What a learner has done, as a learner's row reads it: the labs they visited and their exercises' statuses and the hints they used. */
@Component
record LearnerActivity(LabVisits visits, LearnerStatuses statuses, LearnerHints hints) {}
