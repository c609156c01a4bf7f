package org.consentlab.consent;

import org.consentlab.tool.ToolResponse;

/**
 * What an effect did once its gate opened: {@code text} is what the caller is told. A held effect
 * is waiting at the effect boundary ("hold the wire"), so its call stays {@code executing} until
 * the learner releases it; only then is it finished.
 */
public record EffectResult(String text, boolean held, boolean callsFinished) {

    public static EffectResult done(String text) {
        return new EffectResult(text, false, false);
    }

    public static EffectResult held(String text) {
        return new EffectResult(text, true, false);
    }

    /** An effect that ran once per bound call and already told each call its own result. */
    public static EffectResult eachCallFinished(String text) {
        return new EffectResult(text, false, true);
    }

    /** What the caller is told on the request path: a held effect is not done yet, so it is pending. */
    public ToolResponse toResponse() {
        return held ? ToolResponse.pending(text) : ToolResponse.done(text);
    }
}
