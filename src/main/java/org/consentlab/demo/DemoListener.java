package org.consentlab.demo;

/** Hears a demo run as it goes, from the run's own threads: each step as it is recorded, then each side's verdict. */
public interface DemoListener {

    /** A step as recorded; a page renders it in its own language. By default its English words reach {@link #step(DemoSide, String)}. */
    default void step(DemoSide side, DemoStep step) {
        step(side, step.text());
    }

    /** A step in the words of the language being served, English off a page (a run's thread serves none). */
    default void step(DemoSide side, String text) {}

    void finished(DemoSide side, DemoVerdict verdict);

    /** The run did not start, and why; nothing was made or changed. */
    void refused(String why);
}
