package org.consentlab.passkey;

import com.webauthn4j.converter.AttestationObjectConverter;
import com.webauthn4j.converter.util.ObjectConverter;
import com.webauthn4j.data.attestation.AttestationObject;
import com.webauthn4j.data.attestation.authenticator.AAGUID;
import com.webauthn4j.data.attestation.authenticator.AttestedCredentialData;
import com.webauthn4j.data.attestation.authenticator.AuthenticatorData;
import com.webauthn4j.data.attestation.authenticator.EC2COSEKey;
import com.webauthn4j.data.attestation.statement.COSEAlgorithmIdentifier;
import com.webauthn4j.data.attestation.statement.NoneAttestationStatement;
import com.webauthn4j.util.Base64UrlUtil;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.security.Signature;
import java.security.interfaces.ECPublicKey;
import java.security.spec.ECGenParameterSpec;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ObjectNode;

/**
 * An authenticator played in software, as a browser's virtual authenticator plays one: a fresh
 * P-256 key, answering the page's options as {@code PublicKeyCredential.toJSON()} would, for the
 * demos' scripted people and for the tests. It only makes what a browser sends; every check stays
 * the server's (webauthn4j), so its answer counts exactly where a real one would. Its knobs are the
 * faults a demo or a test plants: a missing user-verified flag, another origin, a counter set back,
 * another credential's id claimed without its key.
 */
public final class SoftwareAuthenticator {

    private static final byte UP = 0x01;
    private static final byte UV = 0x04;
    private static final byte AT = 0x40;

    private final KeyPair keys;
    private final byte[] credentialId = new byte[32];
    private long counter;
    private boolean verifiesUser = true;
    private String origin;

    /** An authenticator in a browser whose page is at {@code origin}. */
    public SoftwareAuthenticator(String origin) {
        this.origin = origin;
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(new ECGenParameterSpec("secp256r1"));
            keys = generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has P-256, ECDSA and SHA-256", e);
        }
        new SecureRandom().nextBytes(credentialId);
    }

    /** The person is not verified at the authenticator: it signs with the user-verified flag off. */
    public SoftwareAuthenticator withoutUserVerification() {
        verifiesUser = false;
        return this;
    }

    /** The browser reports another origin in the client data (a page of another site asked). */
    public SoftwareAuthenticator atOrigin(String other) {
        origin = other;
        return this;
    }

    /** Sets the signature counter the next assertion carries (it counts up by one per assertion otherwise). */
    public SoftwareAuthenticator counterAt(long value) {
        counter = value - 1;
        return this;
    }

    /**
     * Answers for another credential id with this authenticator's own key: an authenticator an agent
     * added to the browser, claiming the registered passkey's id (which the page is told) without its key.
     */
    public SoftwareAuthenticator answeringFor(String otherCredentialId) {
        System.arraycopy(Base64UrlUtil.decode(otherCredentialId), 0, credentialId, 0, credentialId.length);
        return this;
    }

    /** The credential id as bytes, and the private key: what a browser's virtual authenticator is handed to hold it. */
    public byte[] rawCredentialId() {
        return credentialId.clone();
    }

    /** The private key, for handing to a browser's virtual authenticator (never stored by the server). */
    public java.security.spec.PKCS8EncodedKeySpec privateKey() {
        return new java.security.spec.PKCS8EncodedKeySpec(keys.getPrivate().getEncoded());
    }

    public String credentialId() {
        return Base64UrlUtil.encodeToString(credentialId);
    }

    /** Answers creation options as {@code navigator.credentials.create} would: a "none" attestation. */
    public String register(String creationOptions) {
        JsonNode options = JsonMapper.shared().readTree(creationOptions);
        String rpId = options.get("rp").get("id").asString();
        AttestedCredentialData attested = new AttestedCredentialData(
                AAGUID.ZERO,
                credentialId,
                EC2COSEKey.create((ECPublicKey) keys.getPublic(), COSEAlgorithmIdentifier.ES256));
        AttestationObject attestation = new AttestationObject(
                new AuthenticatorData<>(sha256(rpId.getBytes(StandardCharsets.UTF_8)), flags(AT), 0, attested),
                new NoneAttestationStatement());
        ObjectNode response = JsonMapper.shared()
                .createObjectNode()
                .put(
                        "clientDataJSON",
                        clientData("webauthn.create", options.get("challenge").asString()))
                .put(
                        "attestationObject",
                        new AttestationObjectConverter(new ObjectConverter()).convertToBase64urlString(attestation));
        response.putArray("transports").add("internal");
        return credential(response);
    }

    /** Answers request options as {@code navigator.credentials.get} would: signed over the client data's hash. */
    public String sign(String requestOptions) {
        JsonNode options = JsonMapper.shared().readTree(requestOptions);
        counter++;
        byte[] rpIdHash = sha256(options.get("rpId").asString().getBytes(StandardCharsets.UTF_8));
        byte[] authenticatorData = ByteBuffer.allocate(37)
                .put(rpIdHash)
                .put(flags((byte) 0))
                .putInt((int) counter)
                .array();
        String clientData = clientData("webauthn.get", options.get("challenge").asString());
        byte[] signed = ByteBuffer.allocate(authenticatorData.length + 32)
                .put(authenticatorData)
                .put(sha256(Base64UrlUtil.decode(clientData)))
                .array();
        ObjectNode response = JsonMapper.shared()
                .createObjectNode()
                .put("clientDataJSON", clientData)
                .put("authenticatorData", Base64UrlUtil.encodeToString(authenticatorData))
                .put("signature", Base64UrlUtil.encodeToString(ecdsa(signed)));
        return credential(response);
    }

    private String credential(ObjectNode response) {
        ObjectNode credential = JsonMapper.shared()
                .createObjectNode()
                .put("id", credentialId())
                .put("rawId", credentialId())
                .put("type", "public-key")
                .put("authenticatorAttachment", "platform");
        credential.set("response", response);
        credential.putObject("clientExtensionResults");
        return credential.toString();
    }

    private byte flags(byte extra) {
        return (byte) (UP | (verifiesUser ? UV : 0) | extra);
    }

    private String clientData(String type, String challenge) {
        String json = JsonMapper.shared()
                .createObjectNode()
                .put("type", type)
                .put("challenge", challenge)
                .put("origin", origin)
                .put("crossOrigin", false)
                .toString();
        return Base64UrlUtil.encodeToString(json.getBytes(StandardCharsets.UTF_8));
    }

    private byte[] ecdsa(byte[] data) {
        try {
            Signature signature = Signature.getInstance("SHA256withECDSA");
            signature.initSign(keys.getPrivate());
            signature.update(data);
            return signature.sign();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has P-256, ECDSA and SHA-256", e);
        }
    }

    private static byte[] sha256(byte[] data) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(data);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has P-256, ECDSA and SHA-256", e);
        }
    }
}
