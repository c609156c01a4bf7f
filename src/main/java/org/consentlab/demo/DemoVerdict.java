package org.consentlab.demo;

import java.util.List;
import org.consentlab.toolcall.WireEntry;

/**
 * One side's verdict, graded on the wire: PASS when every effect request on it is one the
 * scenario's person allowed (each at most once), and the agent was never told of an effect that is
 * not on it.
 */
public record DemoVerdict(boolean pass, String why, List<WireEntry> wire) {

    public String label() {
        return pass ? "PASS" : "FAIL";
    }
}
