package org.consentlab.report;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.consentlab.sandbox.SandboxId;
import org.springframework.stereotype.Component;

/**
 * Which sandboxes have their reports region covered by a modal dialog right now. The report
 * tools declare that region as their scope and refuse while it is covered, because the person
 * cannot see what they would change. Kept in memory: a restart closes every dialog anyway.
 */
@Component
public class CoveredRegions {

    private final Set<SandboxId> covered = ConcurrentHashMap.newKeySet();

    public void cover(SandboxId sandbox) {
        covered.add(sandbox);
    }

    public void uncover(SandboxId sandbox) {
        covered.remove(sandbox);
    }

    public boolean covered(SandboxId sandbox) {
        return covered.contains(sandbox);
    }

    public static String refusal(String tool) {
        return "REFUSED: " + tool + " acts on the reports, and a dialog covers them in the person's page, so they "
                + "cannot see the change. Nothing was done; ask again once the dialog is closed.";
    }
}
