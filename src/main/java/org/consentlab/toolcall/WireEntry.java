package org.consentlab.toolcall;

import java.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * One effect request as it reached the effect boundary, e.g. {@code DELETE /api/account}; {@code seq}
 * and {@code at} say when it left; {@code hold} says whether it went straight through or waited
 * at the boundary (see {@link HoldState}).
 */
public record WireEntry(long seq, @Nullable Long callId, String method, String path, Instant at, HoldState hold) {

    public WireEntry(long seq, @Nullable Long callId, String method, String path, Instant at) {
        this(seq, callId, method, path, at, HoldState.STRAIGHT_THROUGH);
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
