package org.consentlab.lab.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;
import org.consentlab.consent.tool.ApproverLimits;
import org.consentlab.payment.Money;

/**
 * Lab 8's words: what the page asks of the learner, and where each design it shows comes from, one
 * line per framework. Kept apart from the view so the view only assembles.
 */
final class DecisionsLabText {

    private DecisionsLabText() {}

    /** Short, so that the batch below it is on the first screen at 1024×768. */
    static Paragraph lead() {
        return new Paragraph("Run the batch agent (Agent tab). Its five calls arrive as one turn: the read and the "
                + "reversible write run at once; the three gated calls wait here, one row each. Answer each row on "
                + "its own.");
    }

    /** The limits' figures are read from {@link ApproverLimits}, where the decisions read them too. */
    static Paragraph howItWorks(ApproverLimits limits) {
        return new Paragraph("In one turn the agent reads the account, saves LAMP-02 for later, and asks to refund "
                + "€40.00 on ORD-1043, to pay PAYEE-1 €900.00 and to delete the account. Each row shows the "
                + "consequence the application wrote from its own records, and its rung. Approve it, edit the "
                + "amount and approve (the consequence and the rung are worked out again for your amount), or reject "
                + "it with a reason: the agent reads the reason as your words. ORD-1043 is €120.00: edit the refund "
                + "above " + Money.euros(ApproverLimits.REFUND_PER_ORDER_CENTS) + " and it needs an approver as well, "
                + "as a refund that size would have from the start. " + limits.rule() + " Approve all approves a "
                + "row only while the total stays within your limit; a row beyond it says it needs an approver. "
                + "The payment needs your consent here "
                + "and then an approver at /approvals. The agent starts its next turn only when every row is "
                + "answered or has timed out, each on its own.");
    }

    static Div origins() {
        UnorderedList list = new UnorderedList(
                item("Four answers, not two: LangChain's human-in-the-loop middleware lets a person approve, edit, "
                        + "reject, or respond with a message the agent reads."),
                item("No edit before approving: the OpenAI Agents SDK and the Vercel AI SDK chose not to offer it "
                        + "(openai-agents-js #1097, vercel/ai #11294), so the person can only say yes or no."),
                item("Approve all: the most asked-for control for parallel tool calls. Here it covers only rows of "
                        + "one rung up to explicit consent, and says which."),
                item("Answers to the wrong call: LangGraph once gave parallel interrupts the same id, so an answer "
                        + "could land on another tool (langgraph #6626). Each row here is bound to its own call id."),
                item("Every interrupt answered: AG-UI lets an agent go on only when each open interrupt has an "
                        + "answer. The batch agent waits for every row."),
                item("One at a time: Microsoft Agent Framework queues several approvals and shows them one after "
                        + "another, rather than side by side."),
                item("Bound to what was shown: the Vercel AI SDK signs each approval over tool name, call id and "
                        + "input, and fixed a replay of an auto-denied call in ai@7.0.178."),
                item("Forged confirmation: in ADK-Java #1389 a confirmation could be made up by the caller "
                        + "(CWE-862, missing authorization). Here a decision is only made by a person's control."));
        list.setId("decisions-origins");
        return new Div(new H2("Where these designs come from"), list);
    }

    static Div demos() {
        Anchor notBound = new Anchor("demo/approval-not-bound", "Demo: approval-not-bound");
        notBound.setId("decisions-demo-approval-not-bound");
        Anchor hides = new Anchor("demo/approve-all-hides", "Demo: approve-all-hides");
        hides.setId("decisions-demo-approve-all-hides");
        Div links = new Div(notBound, hides);
        links.addClassName("decisions-demos");
        return new Div(
                new H2("The two wrong designs, beside their twins"),
                new Paragraph("approval-not-bound: the "
                        + "agent changes the arguments while the gate waits, and the wrong design runs the changed amount; "
                        + "its twin refuses and runs nothing. approve-all-hides: Approve all also covers a delete_account "
                        + "row below the fold; the wrong twin deletes, the correct one cannot. Each twin is graded on its "
                        + "own wire."),
                links);
    }

    private static ListItem item(String text) {
        return new ListItem(text);
    }
}
