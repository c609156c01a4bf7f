package org.consentlab.passkey.ui;

import com.vaadin.flow.dom.Element;

/**
 * The page's two WebAuthn calls, written once for every passkey step (a learner's panel, an
 * approver's, a Confirm's prompt): {@code navigator.credentials.create} with the server's creation
 * options, {@code navigator.credentials.get} with its request options. Each hands the browser's
 * answer (the credential's {@code toJSON()}) or its error (name and message) back to the server
 * method the caller names on {@code host}; the server believes neither until webauthn4j verified it.
 */
public final class BrowserPasskeys {

    private static final String CALL = """
            const host = $0, options = JSON.parse($1), answered = $2, failed = $3, creating = $4;
            const parse = creating ? 'parseCreationOptionsFromJSON' : 'parseRequestOptionsFromJSON';
            if (!window.PublicKeyCredential || !PublicKeyCredential[parse]) {
              host.$server[failed](creating ? 'NotSupportedError: this browser cannot make a passkey here'
                                            : 'NotSupportedError: this browser cannot ask for a passkey here');
              return;
            }
            const publicKey = PublicKeyCredential[parse](options);
            (creating ? navigator.credentials.create({publicKey}) : navigator.credentials.get({publicKey}))
              .then(credential => host.$server[answered](JSON.stringify(credential.toJSON())),
                    error => host.$server[failed](error.name + ': ' + error.message));""";

    /** The most of a browser's error the server keeps: its name leads, a script may have written the rest. */
    public static final int MOST_OF_AN_ERROR = 300;

    private BrowserPasskeys() {}

    /** Has the browser make a passkey over {@code creationOptions}; answers {@code answered(json)} or {@code failed(error)}. */
    public static void create(Element host, String creationOptions, String answered, String failed) {
        host.executeJs(CALL, host, creationOptions, answered, failed, true);
    }

    /** Has the browser sign {@code requestOptions} with a passkey; answers {@code answered(json)} or {@code failed(error)}. */
    public static void get(Element host, String requestOptions, String answered, String failed) {
        host.executeJs(CALL, host, requestOptions, answered, failed, false);
    }

    /** The browser's error as the server keeps it, cut to {@link #MOST_OF_AN_ERROR} characters. */
    public static String error(String reported) {
        return reported.length() > MOST_OF_AN_ERROR ? reported.substring(0, MOST_OF_AN_ERROR) : reported;
    }
}
