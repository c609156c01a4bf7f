package org.consentlab.toolcall;

import java.time.Instant;

/** One effect request as it reached a system of record, e.g. {@code DELETE /api/account}. */
public record WireEntry(long seq, Long callId, String method, String path, Instant at) {

    public String request() {
        return method + " " + path;
    }
}
