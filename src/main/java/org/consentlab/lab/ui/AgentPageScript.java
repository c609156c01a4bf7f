package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import java.util.function.Consumer;

/**
 * Lab 7's agent acting on the page it requested from: its capability's script runs in the page's
 * browser, and what it reports is handed on as the agent said it (in English); a script that breaks
 * part-way (the page changed under it) is reported in the lab's words, never raw.
 */
final class AgentPageScript {

    private AgentPageScript() {}

    static void run(Component page, String script, Consumer<String> reported) {
        page.getElement()
                .executeJs(script)
                .then(
                        String.class,
                        did -> reported.accept("The agent " + did + "."),
                        error -> reported.accept("The agent's script stopped part-way (the page changed under "
                                + "it). What reached the defence and the wire is shown below."));
    }
}
