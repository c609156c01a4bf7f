package org.consentlab.lab.ui;

import com.vaadin.flow.component.Component;
import java.util.function.Consumer;
import org.consentlab.i18n.Phrase;
import org.consentlab.selfapproval.AgentCapability;

/**
 * Lab 7's agent acting on the page it requested from: its capability's script runs in the page's
 * browser, and what it reports is handed on as words ({@link AgentCapability#reported}), which the
 * page says in its reader's language; a script that breaks part-way (the page changed under it) is
 * reported in the lab's words, never raw.
 */
final class AgentPageScript {

    private AgentPageScript() {}

    static void run(Component page, String script, Consumer<Phrase> reported) {
        page.getElement()
                .executeJs(script)
                .then(
                        String.class,
                        did -> reported.accept(AgentCapability.reported(did)),
                        error -> reported.accept(AgentCapability.stopped()));
    }
}
