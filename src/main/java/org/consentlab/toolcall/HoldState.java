package org.consentlab.toolcall;

import org.jspecify.annotations.Nullable;

/**
 * Where an effect request stands at the effect boundary. Most requests go straight through;
 * under Lab 5's "hold the wire" one waits there (HELD) until a person releases it (RELEASED) or
 * a reset drops it (DROPPED). Stored by name; a request that went straight through stores none.
 */
public enum HoldState {
    STRAIGHT_THROUGH,
    HELD,
    RELEASED,
    DROPPED;

    /** The stored (and exported) value: none for a request that went straight through. */
    public @Nullable String stored() {
        return this == STRAIGHT_THROUGH ? null : name();
    }

    static HoldState fromStored(@Nullable String stored) {
        return stored == null ? STRAIGHT_THROUGH : valueOf(stored);
    }
}
