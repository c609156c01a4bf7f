package org.consentlab.passkey;

/**
 * The site a passkey belongs to: the page's origin ({@code https://host:port}) and the RP id (its
 * host), as the server reads them from its own request or configuration, never from the page.
 */
public record RelyingParty(String origin, String rpId) {

    public static RelyingParty of(String scheme, String host, int port) {
        boolean defaultPort =
                port < 0 || (scheme.equals("https") && port == 443) || (scheme.equals("http") && port == 80);
        return new RelyingParty(scheme + "://" + host + (defaultPort ? "" : ":" + port), host);
    }
}
