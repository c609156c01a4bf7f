package org.consentlab.demo;

import org.consentlab.i18n.Texts;

/** The two runs of a failure-mode demo: the wrong design (its mode on) and its correct twin (off). */
public enum DemoSide {
    WRONG("wrong"),
    CORRECT("correct");

    private final String id;

    DemoSide(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    /** "Wrong design" or "Correct twin", in the page's language. */
    public String title() {
        return Texts.t("demo.side." + id);
    }
}
