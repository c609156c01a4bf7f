package org.consentlab.sandbox;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.server.Command;
import com.vaadin.flow.shared.Registration;
import jakarta.annotation.PreDestroy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.consentlab.sandbox.SandboxListeners.Listener;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import org.springframework.transaction.support.TransactionSynchronization;
import org.springframework.transaction.support.TransactionSynchronizationManager;

/**
 * In-process notice board: "something of this kind changed in this sandbox". Listeners re-read
 * what they show from the database, so a notice carries no data and cannot go stale or lie.
 * Publishing is cheap and never runs a page's redraw on the publisher's thread (often an agent's
 * request): pages redraw later, coalesced, from a small scheduler of their own (see
 * {@link PageRefresh}).
 */
@Service
public class SandboxEvents {

    private static final Logger log = LoggerFactory.getLogger(SandboxEvents.class);
    private static final Set<SandboxChange> ALL = EnumSet.allOf(SandboxChange.class);

    private final SandboxListeners listeners = new SandboxListeners();
    private final ScheduledExecutorService redraws = scheduler("page-redraw-");
    /** The redraws a gate hurries, apart from the rest (see {@link PageRefresh}). */
    private final ScheduledExecutorService gateRedraws = scheduler("gate-redraw-");

    private final Duration gap;

    SandboxEvents(@Value("${consentlab.push.redraw-gap:PT0.5S}") Duration gap) {
        this.gap = gap;
    }

    private static ScheduledExecutorService scheduler(String name) {
        AtomicInteger number = new AtomicInteger();
        return Executors.newScheduledThreadPool(2, task -> {
            Thread thread = new Thread(task, name + number.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * A raw notice on the publisher's thread, for every change in the sandbox: it must be cheap
     * and must not block (pages use {@link #refreshWhileAttached} instead).
     */
    public Registration subscribe(SandboxId sandbox, Runnable notice) {
        return listeners.add(new Listener(sandbox, ALL, (changed, kind) -> notice.run()));
    }

    /**
     * Redraws the component's page by server push after changes in the sandbox, for as long as
     * the component is attached; a detached page stops listening by itself.
     */
    public void refreshWhileAttached(Component component, SandboxId sandbox, Command refresh) {
        refreshWhileAttached(component, sandbox, ALL, refresh);
    }

    /** As above, only for the kinds of change the page shows. */
    public void refreshWhileAttached(
            Component component, SandboxId sandbox, Set<SandboxChange> kinds, Command refresh) {
        whileAttached(component, sandbox, kinds, refresh, (changed, kind) -> {});
    }

    /**
     * As above, for a page that shows records of several kinds: coalesced as any page, it is handed
     * the kinds of change heard since its last redraw, so that it re-reads only what those can have
     * changed (an agent's read changes the calls, never the wire).
     */
    public void refreshKindsWhileAttached(
            Component component, SandboxId sandbox, Consumer<Set<SandboxChange>> refresh) {
        Set<SandboxChange> heard = ConcurrentHashMap.newKeySet();
        Command redraw = handingOver(heard, () -> EnumSet.noneOf(SandboxChange.class), refresh);
        whileAttached(component, sandbox, ALL, redraw, (changed, kind) -> heard.add(kind));
    }

    /** For a page that shows every sandbox at once: it hears of every change anywhere (prefer naming the kinds). */
    public void refreshOnAnyChange(Component component, Command refresh) {
        refreshOnAnyChange(component, ALL, refresh);
    }

    /**
     * For a page that shows every sandbox at once (the approvers' page): it hears of changes of
     * {@code kinds} anywhere, and still re-reads only what it is allowed to show.
     */
    public void refreshOnAnyChange(Component component, Set<SandboxChange> kinds, Command refresh) {
        whileAttached(component, null, kinds, refresh, (changed, kind) -> {});
    }

    /**
     * For a page that shows many sandboxes, one row each (the class overview): it hears of changes
     * of {@code kinds} anywhere and, coalesced as any page, is handed the sandboxes that changed
     * since its last redraw, so that it re-reads those rows only.
     */
    public void refreshChangedWhileAttached(
            Component component, Set<SandboxChange> kinds, Consumer<Set<SandboxId>> refresh) {
        Set<SandboxId> changed = ConcurrentHashMap.newKeySet();
        Command redraw = handingOver(changed, HashSet::new, refresh);
        whileAttached(component, null, kinds, redraw, (sandbox, kind) -> changed.add(sandbox));
    }

    /** A redraw that hands {@code refresh} what was heard since the last one (taken out of {@code heard}), if anything. */
    private static <T> Command handingOver(Set<T> heard, Supplier<Set<T>> batches, Consumer<Set<T>> refresh) {
        return () -> {
            Set<T> batch = batches.get();
            heard.removeIf(batch::add);
            if (!batch.isEmpty()) {
                refresh.accept(batch);
            }
        };
    }

    /** Everything in the sandbox may have changed (a reset, a switched mode). */
    public void changed(SandboxId sandbox) {
        changed(sandbox, SandboxChange.EVERYTHING);
    }

    /**
     * As {@link #changed(SandboxId)}, from inside a transaction: announced once it commits (at once
     * outside one), since a listener on another thread re-reads and must find what was written.
     */
    public void changedAfterCommit(SandboxId sandbox) {
        changedAfterCommit(sandbox, SandboxChange.EVERYTHING);
    }

    /** As {@link #changed(SandboxId, SandboxChange)}, announced once the transaction running now commits. */
    public void changedAfterCommit(SandboxId sandbox, SandboxChange kind) {
        if (TransactionSynchronizationManager.isSynchronizationActive()) {
            TransactionSynchronizationManager.registerSynchronization(new TransactionSynchronization() {
                @Override
                public void afterCommit() {
                    changed(sandbox, kind);
                }
            });
        } else {
            changed(sandbox, kind);
        }
    }

    /**
     * News of changes may have been lost (another node's, while this node could not hear them):
     * every sandbox with a page open here re-reads everything, so no page keeps missing a gate
     * until the sandbox's next change.
     */
    public void newsMayHaveBeenLost() {
        listeners.heard().forEach(this::changed);
    }

    public void changed(SandboxId sandbox, SandboxChange kind) {
        List<PageRefresh> pages = new ArrayList<>(1);
        listeners.hearing(sandbox, kind, listener -> {
            try {
                listener.notice().changed(sandbox, kind);
                if (listener.page() != null && !pages.contains(listener.page())) {
                    pages.add(listener.page());
                }
            } catch (RuntimeException e) {
                // One broken listener must not stop the others, nor the publisher.
                log.debug("sandbox listener failed", e);
            }
        });
        // Each page once, after every part of it was told: a gate's hurried redraw draws all of them.
        pages.forEach(page -> page.changed(kind));
    }

    /**
     * Tells the component's page of changes of {@code kinds} in {@code sandbox} (any, when null)
     * while it is attached: {@code heard} at once on the publisher's thread (it must be cheap),
     * then {@code refresh} with the page's next redraw.
     */
    private void whileAttached(
            Component component,
            @Nullable SandboxId sandbox,
            Set<SandboxChange> kinds,
            Command refresh,
            SandboxListeners.Notice heard) {
        component.addAttachListener(attach -> {
            PageRefresh page = page(attach.getUI());
            Registration subscription = listeners.add(new Listener(
                    sandbox,
                    kinds,
                    (changed, kind) -> {
                        heard.changed(changed, kind);
                        page.tell(refresh);
                    },
                    page));
            component.addDetachListener(detach -> {
                subscription.remove();
                page.forget(refresh);
                detach.unregisterListener();
            });
        });
    }

    /** The page's one redraw, shared by all its parts that listen (made with the first). */
    private PageRefresh page(UI ui) {
        PageRefresh page = ComponentUtil.getData(ui, PageRefresh.class);
        if (page == null) {
            page = new PageRefresh(ui, redraws, gateRedraws, gap);
            ComponentUtil.setData(ui, PageRefresh.class, page);
        }
        return page;
    }

    @PreDestroy
    void stop() {
        redraws.shutdownNow();
        gateRedraws.shutdownNow();
    }
}
