package org.consentlab.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.sandbox.SandboxId;
import org.junit.jupiter.api.Test;
import org.springframework.boot.jdbc.autoconfigure.DataSourceProperties;

/** What the relay makes of a notice; the notices themselves travel in TwoNodesTest. */
class SandboxChangeRelayTest {

    NodeName self = new NodeName();
    NodeName other = new NodeName();
    SandboxEvents events = new SandboxEvents();
    SandboxChangeRelay relay = new SandboxChangeRelay(new DataSourceProperties(), self, events);
    SandboxId sandbox = SandboxId.random();
    List<String> heard = new ArrayList<>();

    @Test
    void anotherNodesNoticeBecomesALocalChangeOfThatSandboxOnly() {
        events.subscribe(sandbox, () -> heard.add("mine"));
        events.subscribe(SandboxId.random(), () -> heard.add("someone else's"));

        relay.relay(other.value() + " " + sandbox.value());

        assertThat(heard).containsExactly("mine");
    }

    @Test
    void itsOwnNoticesAndMalformedOnesChangeNothing() {
        events.subscribe(sandbox, () -> heard.add("mine"));

        relay.relay(self.value() + " " + sandbox.value());
        relay.relay(other.value() + " not-a-sandbox");
        relay.relay(other.value() + " " + sandbox.value().toUpperCase());
        relay.relay("no-space-at-all");

        assertThat(heard).isEmpty();
        assertThat(self.value()).isNotEqualTo(other.value()).startsWith("consentlab-");
    }
}
