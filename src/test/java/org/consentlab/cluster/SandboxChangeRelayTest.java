package org.consentlab.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.cluster.SandboxChangeRelay.otherNodesChange;

import org.consentlab.cluster.SandboxChangeRelay.Change;
import org.consentlab.sandbox.SandboxChange;
import org.consentlab.sandbox.SandboxId;
import org.junit.jupiter.api.Test;

/** What the relay makes of a notice; the notices themselves travel in TwoNodesTest. */
class SandboxChangeRelayTest {

    String self = new NodeName(true).value();
    String other = new NodeName(true).value();
    SandboxId sandbox = SandboxId.random();

    @Test
    void anotherNodesNoticeNamesTheSandboxThatChanged() {
        assertThat(otherNodesChange(other + " " + sandbox.value(), self))
                .contains(new Change(sandbox, SandboxChange.EVERYTHING));
        assertThat(otherNodesChange(other + " " + sandbox.value() + " account", self))
                .contains(new Change(sandbox, SandboxChange.EVERYTHING));
    }

    @Test
    void anAgentsCallIsACallsChangeAsOnTheNodeThatServedIt() {
        // Heard as "everything", each read redrew every part of the page.
        assertThat(otherNodesChange(other + " " + sandbox.value() + " calls", self))
                .contains(new Change(sandbox, SandboxChange.CALLS));
        assertThat(otherNodesChange(other + " " + sandbox.value() + " wire", self))
                .contains(new Change(sandbox, SandboxChange.WIRE));
        assertThat(otherNodesChange(other + " " + sandbox.value() + " tool_call", self))
                .as("a table's name is no kind")
                .contains(new Change(sandbox, SandboxChange.EVERYTHING));
    }

    @Test
    void aGatesNoticeIsAGateChange() {
        assertThat(otherNodesChange(other + " " + sandbox.value() + " gates", self))
                .contains(new Change(sandbox, SandboxChange.GATES));
    }

    @Test
    void itsOwnNoticesAndMalformedOnesNameNothing() {
        assertThat(otherNodesChange(self + " " + sandbox.value(), self)).isEmpty();
        assertThat(otherNodesChange(other + " not-a-sandbox", self)).isEmpty();
        assertThat(otherNodesChange(other + " " + sandbox.value().toUpperCase(), self))
                .isEmpty();
        assertThat(otherNodesChange("no-space-at-all", self)).isEmpty();
        assertThat(otherNodesChange(other + " " + sandbox.value() + " gate extra", self))
                .isEmpty();
        assertThat(self).isNotEqualTo(other).startsWith("consentlab-");
    }
}
