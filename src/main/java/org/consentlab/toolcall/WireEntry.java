package org.consentlab.toolcall;

import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * One effect request as it reached the effect boundary, e.g. {@code DELETE /api/account}; {@code seq}
 * and {@code at} say when it left; {@code hold} says whether it went straight through or waited
 * at the boundary (see {@link HoldState}); {@code lab} is the lab of the call that sent it, recorded
 * with it ({@link CallLab}), null where an earlier record could not say.
 */
public record WireEntry(
        long seq,
        @Nullable Long callId,
        String method,
        String path,
        Instant at,
        HoldState hold,
        @Nullable Integer lab) {

    public WireEntry(long seq, @Nullable Long callId, String method, String path, Instant at) {
        this(seq, callId, method, path, at, HoldState.STRAIGHT_THROUGH, null);
    }

    /** Whether this request belongs to lab {@code number}: the lab of the call that sent it ({@link CallLab}). */
    public boolean ofLab(int number) {
        return lab != null && lab == number;
    }

    public String request() {
        return method + " " + path;
    }

    /** Whether this request was sent by (or on behalf of) the given call. */
    public boolean isFor(long call) {
        return callId != null && callId == call;
    }

    public boolean held() {
        return hold == HoldState.HELD;
    }
}
