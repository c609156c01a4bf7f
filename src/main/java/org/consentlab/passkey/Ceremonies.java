package org.consentlab.passkey;

import com.webauthn4j.WebAuthnManager;
import com.webauthn4j.converter.exception.DataConversionException;
import com.webauthn4j.credential.CredentialRecord;
import com.webauthn4j.credential.CredentialRecordImpl;
import com.webauthn4j.data.AuthenticationData;
import com.webauthn4j.data.AuthenticationParameters;
import com.webauthn4j.data.PublicKeyCredentialParameters;
import com.webauthn4j.data.PublicKeyCredentialType;
import com.webauthn4j.data.RegistrationData;
import com.webauthn4j.data.RegistrationParameters;
import com.webauthn4j.data.attestation.statement.COSEAlgorithmIdentifier;
import com.webauthn4j.data.client.Origin;
import com.webauthn4j.data.client.challenge.DefaultChallenge;
import com.webauthn4j.server.ServerProperty;
import com.webauthn4j.util.Base64UrlUtil;
import com.webauthn4j.verifier.exception.VerificationException;
import java.time.Duration;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import tools.jackson.databind.node.ObjectNode;

/**
 * The two WebAuthn ceremonies as every owner of a passkey (a sandbox, an approver) goes through
 * them: the creation options a page hands the browser and webauthn4j's verification of its answer;
 * the request options for an assertion and webauthn4j's check of it over a challenge the server
 * issued. User verification is required in both, and the origin and RP id are the server's, never
 * the page's.
 */
final class Ceremonies {

    private static final WebAuthnManager WEB_AUTHN = WebAuthnManager.createNonStrictWebAuthnManager();

    private Ceremonies() {}

    /** Creation options for {@code navigator.credentials.create}; {@code handleOf} names the owner without being its id. */
    static String creationOptions(
            byte[] challenge,
            RelyingParty site,
            String handleOf,
            String name,
            String displayName,
            List<String> registered,
            Duration ttl) {
        ObjectNode options = PasskeyJson.object().put("challenge", PasskeyJson.bytes(challenge));
        options.set("rp", PasskeyJson.object().put("id", site.rpId()).put("name", "Consent Lab"));
        byte[] handle = Arrays.copyOf(HexFormat.of().parseHex(CallPasskeys.sha256(CallPasskeys.utf8(handleOf))), 16);
        options.set(
                "user",
                PasskeyJson.object()
                        .put("id", PasskeyJson.bytes(handle))
                        .put("name", name)
                        .put("displayName", displayName));
        var algorithms = options.putArray("pubKeyCredParams");
        PasskeyJson.ALGORITHMS.forEach(alg ->
                algorithms.add(PasskeyJson.object().put("type", "public-key").put("alg", alg)));
        options.set(
                "authenticatorSelection",
                PasskeyJson.object().put("residentKey", "discouraged").put("userVerification", "required"));
        options.put("attestation", "none").put("timeout", ttl.toMillis());
        options.set("excludeCredentials", PasskeyJson.credentials(registered));
        return options.toString();
    }

    /** The new credential in {@code responseJson}, verified by webauthn4j against the challenge issued; throws if it does not verify. */
    static CredentialRecordImpl registered(String responseJson, byte[] challenge, RelyingParty site) {
        ServerProperty server =
                new ServerProperty(new Origin(site.origin()), site.rpId(), new DefaultChallenge(challenge));
        List<PublicKeyCredentialParameters> allowed = PasskeyJson.ALGORITHMS.stream()
                .map(alg -> new PublicKeyCredentialParameters(
                        PublicKeyCredentialType.PUBLIC_KEY, COSEAlgorithmIdentifier.create(alg)))
                .toList();
        RegistrationData data = WEB_AUTHN.parseRegistrationResponseJSON(responseJson);
        WEB_AUTHN.verify(data, new RegistrationParameters(server, allowed, true, true));
        return new CredentialRecordImpl(
                data.getAttestationObject(),
                data.getCollectedClientData(),
                data.getClientExtensions(),
                data.getTransports());
    }

    /**
     * Request options for {@code navigator.credentials.get} over {@code challenge}, the person to be
     * verified; {@code allowed} names the credentials that may answer (none: any of this site's, as
     * a sign-in asks).
     */
    static String requestOptions(byte[] challenge, RelyingParty site, Duration ttl, List<String> allowed) {
        return PasskeyJson.object()
                .put("challenge", PasskeyJson.bytes(challenge))
                .put("rpId", site.rpId())
                .put("timeout", ttl.toMillis())
                .put("userVerification", "required")
                .set("allowCredentials", PasskeyJson.credentials(allowed))
                .toString();
    }

    /**
     * Has webauthn4j check {@code assertionJson} over {@code challenge}: the credential it names is
     * looked up with {@code find} (where the caller looks is whose passkey may sign), and its stored
     * key ({@code key}) verifies origin, RP id, signature, the user-verified flag and the counter.
     */
    static <S> CheckedAssertion<S> check(
            String assertionJson,
            byte[] challenge,
            RelyingParty site,
            Function<String, Optional<S>> find,
            Function<S, CredentialRecord> key) {
        try {
            AuthenticationData data = WEB_AUTHN.parseAuthenticationResponseJSON(assertionJson);
            String credentialId = Base64UrlUtil.encodeToString(data.getCredentialId());
            Optional<S> stored = find.apply(credentialId);
            if (stored.isEmpty()) {
                return new CheckedAssertion.Unknown<>(credentialId);
            }
            ServerProperty server =
                    new ServerProperty(new Origin(site.origin()), site.rpId(), new DefaultChallenge(challenge));
            WEB_AUTHN.verify(data, new AuthenticationParameters(server, key.apply(stored.get()), null, true, true));
            return new CheckedAssertion.Verified<>(
                    credentialId, stored.get(), data.getAuthenticatorData().getSignCount());
        } catch (DataConversionException | IllegalArgumentException | NullPointerException e) {
            return new CheckedAssertion.Refused<>(PasskeyWords.of("passkey.refusal.not-an-assertion"));
        } catch (VerificationException e) {
            return new CheckedAssertion.Refused<>(PasskeyRefusals.why(e, site));
        }
    }
}
