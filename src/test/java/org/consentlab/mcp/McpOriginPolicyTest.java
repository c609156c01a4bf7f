package org.consentlab.mcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class McpOriginPolicyTest {

    private final McpOriginPolicy policy = new McpOriginPolicy(List.of("127.0.0.1", "localhost", "[::1]"));

    @Test
    void loopbackHostsPassOnAnyPortWithOrWithoutAnOrigin() {
        assertThat(policy.refusal("127.0.0.1:8080", null)).isNull();
        assertThat(policy.refusal("localhost:51234", "http://localhost:51234")).isNull();
        assertThat(policy.refusal("[::1]:8080", "http://[::1]:3000")).isNull();
        assertThat(policy.refusal("LOCALHOST", "https://127.0.0.1")).isNull();
    }

    @Test
    void aRebindingHostIsRefused() {
        assertThat(policy.refusal("attacker.example:8080", null)).contains("Host header 'attacker.example:8080'");
        assertThat(policy.refusal(null, null)).contains("Host header");
    }

    @Test
    void aForeignOrOpaqueOriginIsRefused() {
        assertThat(policy.refusal("127.0.0.1:8080", "https://evil.example")).contains("Origin 'https://evil.example'");
        assertThat(policy.refusal("127.0.0.1:8080", "null")).contains("Origin 'null'");
        assertThat(policy.refusal("127.0.0.1:8080", "file:///tmp/x.html")).contains("not allowed");
        assertThat(policy.refusal("127.0.0.1:8080", "http://127.0.0.1.evil.example"))
                .contains("not allowed");
    }
}
