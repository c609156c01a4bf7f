package org.consentlab.demo;

/** Hears a demo run as it goes, from the run's own threads: each step in words, then each side's verdict. */
public interface DemoListener {

    void step(DemoSide side, String text);

    void finished(DemoSide side, DemoVerdict verdict);

    /** The run did not start, and why; nothing was made or changed. */
    void refused(String why);
}
