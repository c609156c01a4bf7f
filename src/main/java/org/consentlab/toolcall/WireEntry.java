package org.consentlab.toolcall;

import java.time.Instant;

/**
 * One effect request as it reached the effect boundary, e.g. {@code DELETE /api/account}; {@code seq}
 * and {@code at} say when it left. {@code hold} is null for a request that went straight through,
 * else HELD (waiting at the boundary), RELEASED (it then reached the system of record) or DROPPED.
 */
public record WireEntry(long seq, Long callId, String method, String path, Instant at, String hold) {

    public static final String HELD = "HELD";
    public static final String RELEASED = "RELEASED";
    public static final String DROPPED = "DROPPED";

    public WireEntry(long seq, Long callId, String method, String path, Instant at) {
        this(seq, callId, method, path, at, null);
    }

    public String request() {
        return method + " " + path;
    }

    /** Whether this request was sent by (or on behalf of) the given call. */
    public boolean isFor(long call) {
        return callId != null && callId == call;
    }

    public boolean held() {
        return HELD.equals(hold);
    }
}
