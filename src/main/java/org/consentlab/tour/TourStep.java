package org.consentlab.tour;

/** One step of the tour: what to do or look at, and whether the sandbox's records show it. */
public record TourStep(int number, String text, boolean done) {}
