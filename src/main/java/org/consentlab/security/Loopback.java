package org.consentlab.security;

import java.net.InetAddress;
import java.net.UnknownHostException;

/** Whether the server's bind address keeps it to this machine. */
public final class Loopback {

    private Loopback() {}

    /**
     * True for a loopback address or name ({@code 127.0.0.1}, {@code ::1}, {@code localhost}).
     * An empty address means every interface, so it is not loopback; neither is a name that
     * does not resolve.
     */
    public static boolean is(String serverAddress) {
        if (serverAddress == null || serverAddress.isBlank()) {
            return false;
        }
        try {
            for (InetAddress address : InetAddress.getAllByName(serverAddress.strip())) {
                if (!address.isLoopbackAddress()) {
                    return false;
                }
            }
            return true;
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
