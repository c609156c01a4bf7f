package org.consentlab.lifecycle;

import java.time.Instant;
import org.consentlab.sandbox.SandboxId;

/**
 * One play of Lab 5: the call it made, which action under which UI behaviour, how many chunks of
 * its arguments have streamed in (one more once the complete call was sent), and the consequence
 * the app wrote from its own data (empty until the arguments are complete). The verdict compares the person's consent with this text.
 */
public record LifecycleRun(
        long callId,
        SandboxId sandbox,
        LifecycleAction action,
        UiBehaviour behaviour,
        String args,
        String consequence,
        int streamed,
        Instant createdAt) {

    /** The arguments arrive in this many chunks while the call is {@code input-streaming}. */
    public static final int CHUNKS = 3;

    /** How many chunks of the arguments have arrived, 0 to {@link #CHUNKS}. */
    public int chunksArrived() {
        return Math.min(streamed, CHUNKS);
    }

    /** What of the arguments has arrived so far, as the page shows it while they stream in. */
    public String argsSoFar() {
        return args.substring(0, args.length() * chunksArrived() / CHUNKS);
    }
}
