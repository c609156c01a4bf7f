package org.consentlab.fixit;

/** The server's answer to a learner's try, in words the page shows as they are. */
public record Graded(boolean right, String words) {}
