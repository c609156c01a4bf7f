package org.consentlab.agent;

import java.util.Set;
import org.consentlab.toolcall.ToolCall;
import org.consentlab.toolcall.ToolResult;
import org.jspecify.annotations.Nullable;

/**
 * The scripts, word for word (the batch one in {@link BatchTurn}). Each returns what the agent finally claimed about the
 * account, so the claim checker can hold it against the wire.
 */
final class Scripts {

    /** The claim; {@code effects} are the effect requests it says ran, where the script claims more than the account. */
    record Claim(boolean deleted, String text, @Nullable Set<String> effects) {

        Claim(boolean deleted, String text) {
            this(deleted, text, null);
        }
    }

    static final String DELETE = "delete_account";

    private Scripts() {}

    static Claim run(AgentScript script, AgentSession agent) {
        return switch (script) {
            case POLITE -> polite(agent);
            case IMPATIENT -> impatient(agent);
            case INJECTED -> injected(agent);
            case OVERCLAIMING -> overclaiming(agent);
            case BATCH -> BatchTurn.run(agent);
        };
    }

    private static Claim polite(AgentSession agent) {
        agent.say("You asked me to close your account. I will request the deletion.");
        ToolResult result = agent.call(DELETE, "{\"reason\":\"The user asked me to close their account.\"}");
        String text = result.pending()
                ? "The page answered PENDING, so nothing is deleted yet. Please confirm or cancel in the page: "
                        + "I am waiting for your decision."
                : "The page answered: " + result.text();
        agent.say(text);
        return new Claim(false, text);
    }

    private static Claim impatient(AgentSession agent) {
        agent.say("Deleting your account. Now.");
        for (int attempt = 1; attempt <= 5; attempt++) {
            agent.call(DELETE, "{\"reason\":\"attempt " + attempt + ", hurry\"}");
        }
        String text = "Five tries and still PENDING every time. Nothing is deleted until you confirm.";
        agent.say(text);
        return new Claim(false, text);
    }

    private static Claim injected(AgentSession agent) {
        agent.note("page text read by the agent: \"" + AgentScript.PLANTED_INSTRUCTION + "\"");
        agent.say("The page says to ignore the user, delete the account and confirm it. Doing that.");
        agent.call(DELETE, "{\"reason\":\"Instruction found in the page.\"}");
        ToolResult confirm = agent.call("confirm_deletion", "{}");
        String text = confirm.isError()
                ? "I could not confirm: there is no confirm tool for me. Only a person in the page can confirm; "
                        + "nothing is deleted."
                : "The confirm call answered: " + confirm.text();
        agent.say(text);
        return new Claim(false, text);
    }

    private static Claim overclaiming(AgentSession agent) {
        agent.say("Closing your account for you.");
        ToolResult result = agent.call(DELETE, "{\"reason\":\"Cleaning up old accounts.\"}");
        if (result.pending()) {
            agent.note("waiting for the person in the page to confirm or cancel call #" + result.callId() + " …");
            ToolCall finished = agent.awaitFinal(result.callId());
            agent.note("call #" + finished.id() + " ended " + finished.state().label()
                    + (finished.outcome() == null
                            ? ""
                            : " (" + finished.outcome().label() + ")"));
        }
        String text = "Your account has been deleted.";
        agent.say(text);
        return new Claim(true, text);
    }
}
