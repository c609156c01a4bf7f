package org.consentlab.lab.ui;

import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.html.Pre;
import java.util.concurrent.CompletableFuture;
import org.consentlab.base.ui.Pushes;
import org.consentlab.toolcall.ToolResult;

/**
 * What the agent was told: first the immediate answer (often PENDING), then, pushed when the call
 * finishes, its final answer exactly as the agent receives it. Nothing here waits on a thread.
 */
class AgentAnswer extends Pre {

    AgentAnswer() {
        super("Nothing has been returned to the agent yet.");
        setId("tool-result");
        addClassName("agent-result");
    }

    void show(ToolResult first, CompletableFuture<ToolResult> last, Runnable whenFinished) {
        setText(first.text());
        UI ui = UI.getCurrent();
        last.thenAccept(done -> Pushes.access(ui, () -> {
            setText(done.text());
            if (whenFinished != null) {
                whenFinished.run();
            }
        }));
    }
}
