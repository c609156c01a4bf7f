package org.consentlab.tool;

/** The path a tool call came by. Every channel goes through the same tool-call service. */
public enum Channel {
    BUTTON("button"),
    INSPECTOR("inspector"),
    SIMULATED_AGENT("simulated-agent"),
    WEBMCP("webmcp"),
    MCP("mcp");

    private final String label;

    Channel(String label) {
        this.label = label;
    }

    public String label() {
        return label;
    }

    public static Channel fromLabel(String label) {
        for (Channel channel : values()) {
            if (channel.label.equals(label)) {
                return channel;
            }
        }
        throw new IllegalArgumentException("unknown channel " + label);
    }

    /** True for every path an agent can drive; only the page's own button is a human's. */
    public boolean agentReachable() {
        return this != BUTTON;
    }
}
