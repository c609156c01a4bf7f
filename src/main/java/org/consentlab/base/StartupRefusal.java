package org.consentlab.base;

/**
 * A start-up check that refuses to run the app as configured. Its message is the one line an
 * operator reads: what is wrong and which properties to set.
 */
public class StartupRefusal extends IllegalStateException {

    public StartupRefusal(String message) {
        super(message);
    }

    /**
     * The one line for a failed start: the refusal's own message when a check refused, else the
     * deepest cause's message (a database that is not there, a port in use).
     */
    public static String lineFor(Throwable failure) {
        Throwable deepest = failure;
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof StartupRefusal refusal) {
                return "Consent Lab did not start: " + refusal.getMessage();
            }
            deepest = cause;
        }
        String message = deepest.getMessage() == null ? deepest.getClass().getSimpleName() : deepest.getMessage();
        return "Consent Lab did not start: " + message.lines().findFirst().orElse(message);
    }
}
