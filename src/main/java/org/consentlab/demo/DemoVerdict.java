package org.consentlab.demo;

import java.util.List;
import org.consentlab.i18n.Texts;
import org.consentlab.toolcall.WireEntry;

/**
 * One side's verdict, graded on the wire: PASS when every effect request on it is one the
 * scenario's person allowed (each at most once), and the agent was never told of an effect that is
 * not on it.
 */
public record DemoVerdict(boolean pass, String whyKey, List<String> whyArguments, List<WireEntry> wire) {

    public DemoVerdict {
        whyArguments = List.copyOf(whyArguments);
    }

    /** PASS or FAIL, in the language of the page that shows it. */
    public String label() {
        return Texts.t(pass ? "demo.verdict.pass" : "demo.verdict.fail");
    }

    /**
     * Why, in the language of the page that shows it (English elsewhere); the requests and what the agent
     * was told are quoted as they were, set apart.
     */
    public String why() {
        return Texts.t(whyKey, whyArguments.stream().map(Texts::isolate).toArray());
    }
}
