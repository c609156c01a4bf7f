package org.consentlab.instructor;

import java.time.Instant;

/** The lab page a learner opened last, since when they have been on that lab, and when they last opened one. */
public record LabVisit(int lab, Instant since, Instant lastAt) {}
