package org.consentlab.demo;

/** The two runs of a failure-mode demo: the wrong design (its mode on) and its correct twin (off). */
public enum DemoSide {
    WRONG("wrong", "Wrong design"),
    CORRECT("correct", "Correct twin");

    private final String id;
    private final String title;

    DemoSide(String id, String title) {
        this.id = id;
        this.title = title;
    }

    public String id() {
        return id;
    }

    public String title() {
        return title;
    }
}
