package org.consentlab.sandbox;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.Command;
import com.vaadin.flow.shared.Registration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

/**
 * In-process notice board: "something in this sandbox changed". Listeners re-read what they
 * show from the database, so a notice carries no data and cannot go stale or lie.
 */
@Service
public class SandboxEvents {

    private static final Logger log = LoggerFactory.getLogger(SandboxEvents.class);

    private final Map<SandboxId, List<Runnable>> listeners = new ConcurrentHashMap<>();
    private final List<Runnable> everywhere = new CopyOnWriteArrayList<>();

    public Registration subscribe(SandboxId sandbox, Runnable listener) {
        listeners.computeIfAbsent(sandbox, id -> new CopyOnWriteArrayList<>()).add(listener);
        return () -> listeners.computeIfPresent(sandbox, (id, list) -> {
            list.remove(listener);
            return list.isEmpty() ? null : list;
        });
    }

    /**
     * Runs {@code refresh} in the component's UI (server push) on every change in the sandbox,
     * for as long as the component is attached; a detached page stops listening by itself.
     */
    public void refreshWhileAttached(Component component, SandboxId sandbox, Command refresh) {
        component.addAttachListener(attach -> {
            UI ui = attach.getUI();
            Registration subscription = subscribe(sandbox, () -> ui.access(refresh));
            component.addDetachListener(detach -> {
                subscription.remove();
                detach.unregisterListener();
            });
        });
    }

    /**
     * As above, for a page that shows every sandbox at once (the approvers' page): it hears of a
     * change anywhere, and still re-reads only what it is allowed to show.
     */
    public void refreshOnAnyChange(Component component, Command refresh) {
        component.addAttachListener(attach -> {
            UI ui = attach.getUI();
            Runnable listener = () -> ui.access(refresh);
            everywhere.add(listener);
            component.addDetachListener(detach -> {
                everywhere.remove(listener);
                detach.unregisterListener();
            });
        });
    }

    public void changed(SandboxId sandbox) {
        for (Runnable listener : java.util.stream.Stream.concat(listeners.getOrDefault(sandbox, List.of()).stream(),
                everywhere.stream()).toList()) {
            try {
                listener.run();
            } catch (RuntimeException e) {
                // One detached or broken page must not stop the others from updating.
                log.debug("sandbox listener failed", e);
            }
        }
    }
}
