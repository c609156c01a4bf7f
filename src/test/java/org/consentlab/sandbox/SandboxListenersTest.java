package org.consentlab.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.shared.Registration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.consentlab.sandbox.SandboxListeners.Listener;
import org.junit.jupiter.api.Test;

/**
 * A change reaches its own sandbox's listeners and those of every sandbox, and no other
 * sandbox's; a sandbox's entry goes with its last listener, also while others come and go at once.
 */
class SandboxListenersTest {

    private final SandboxListeners listeners = new SandboxListeners();
    private final List<String> heard = new ArrayList<>();

    @Test
    void aChangeReachesItsOwnSandboxAndTheListenersOfEverySandboxOnly() {
        SandboxId mine = SandboxId.random();
        SandboxId theirs = SandboxId.random();
        listen("mine, calls", mine, EnumSet.of(SandboxChange.CALLS));
        listen("mine, gates", mine, EnumSet.of(SandboxChange.GATES));
        listen("theirs, calls", theirs, EnumSet.of(SandboxChange.CALLS));
        listen("anywhere, calls", null, EnumSet.of(SandboxChange.CALLS));

        listeners.hearing(
                mine, SandboxChange.CALLS, listener -> listener.notice().changed(mine, SandboxChange.CALLS));
        assertThat(heard).containsExactly("mine, calls", "anywhere, calls");

        heard.clear();
        listeners.hearing(
                mine, SandboxChange.EVERYTHING, listener -> listener.notice().changed(mine, SandboxChange.EVERYTHING));
        assertThat(heard).containsExactly("mine, calls", "mine, gates", "anywhere, calls");
    }

    @Test
    void aSandboxsEntryGoesWithItsLastListener() {
        SandboxId sandbox = SandboxId.random();
        Registration first = listen("first", sandbox, EnumSet.allOf(SandboxChange.class));
        Registration second = listen("second", sandbox, EnumSet.allOf(SandboxChange.class));

        first.remove();
        assertThat(listeners.sandboxes()).isEqualTo(1);
        second.remove();
        assertThat(listeners.sandboxes()).isZero();
        listeners.hearing(
                sandbox, SandboxChange.CALLS, listener -> listener.notice().changed(sandbox, SandboxChange.CALLS));
        assertThat(heard).isEmpty();
    }

    @Test
    void listenersComingAndGoingAtOnceLoseNoneAndLeaveNothingBehind() throws Exception {
        SandboxId shared = SandboxId.random();
        AtomicInteger unheard = new AtomicInteger();
        ExecutorService pages = Executors.newFixedThreadPool(8);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int page = 0; page < 8; page++) {
                done.add(pages.submit(() -> {
                    for (int i = 0; i < 5_000; i++) {
                        // Each page's listener, while registered, must hear its sandbox's change,
                        // however the other pages' listeners of that sandbox come and go meanwhile.
                        AtomicBoolean told = new AtomicBoolean();
                        Registration page1 = listeners.add(
                                new Listener(shared, Set.of(SandboxChange.CALLS), (sandbox, kind) -> told.set(true)));
                        listeners.hearing(
                                shared,
                                SandboxChange.CALLS,
                                listener -> listener.notice().changed(shared, SandboxChange.CALLS));
                        if (!told.get()) {
                            unheard.incrementAndGet();
                        }
                        page1.remove();
                    }
                }));
            }
            for (Future<?> page : done) {
                page.get(60, TimeUnit.SECONDS);
            }
        } finally {
            pages.shutdownNow();
        }

        assertThat(unheard)
                .as("registered listeners that did not hear their sandbox's change")
                .hasValue(0);
        assertThat(listeners.sandboxes()).as("nothing left behind").isZero();
    }

    private Registration listen(String name, SandboxId sandbox, Set<SandboxChange> kinds) {
        return listeners.add(new Listener(sandbox, kinds, (changed, kind) -> heard.add(name)));
    }
}
