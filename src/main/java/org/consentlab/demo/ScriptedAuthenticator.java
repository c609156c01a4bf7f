package org.consentlab.demo;

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
 * An authenticator played in software for a demo's scripted people, as a browser's virtual
 * authenticator plays one: a fresh P-256 key, answering the page's options as {@code
 * PublicKeyCredential.toJSON()} would, verifying whoever asks. It only makes what a browser sends;
 * every check stays the server's (webauthn4j), so its answer counts exactly where a real one would.
 */
final class ScriptedAuthenticator {

    private static final byte USER_PRESENT = 0x01;
    private static final byte USER_VERIFIED = 0x04;
    private static final byte ATTESTED = 0x40;

    private final KeyPair keys;
    private final byte[] credentialId = new byte[32];
    private final String origin;
    private int counter;

    /** An authenticator in a browser whose page is at {@code origin}. */
    ScriptedAuthenticator(String origin) {
        this.origin = origin;
        try {
            KeyPairGenerator generator = KeyPairGenerator.getInstance("EC");
            generator.initialize(new ECGenParameterSpec("secp256r1"));
            keys = generator.generateKeyPair();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime makes P-256 keys", e);
        }
        new SecureRandom().nextBytes(credentialId);
    }

    String credentialId() {
        return Base64UrlUtil.encodeToString(credentialId);
    }

    /** Answers creation options as {@code navigator.credentials.create} would: a "none" attestation. */
    String register(String creationOptions) {
        JsonNode options = JsonMapper.shared().readTree(creationOptions);
        AttestedCredentialData attested = new AttestedCredentialData(
                AAGUID.ZERO,
                credentialId,
                EC2COSEKey.create((ECPublicKey) keys.getPublic(), COSEAlgorithmIdentifier.ES256));
        byte[] rpIdHash = sha256(options.get("rp").get("id").asString().getBytes(StandardCharsets.UTF_8));
        AttestationObject attestation = new AttestationObject(
                new AuthenticatorData<>(rpIdHash, (byte) (USER_PRESENT | USER_VERIFIED | ATTESTED), 0, attested),
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

    /** Answers request options as {@code navigator.credentials.get} would, whatever credentials they list. */
    String sign(String requestOptions) {
        JsonNode options = JsonMapper.shared().readTree(requestOptions);
        counter++;
        byte[] authenticatorData = ByteBuffer.allocate(37)
                .put(sha256(options.get("rpId").asString().getBytes(StandardCharsets.UTF_8)))
                .put((byte) (USER_PRESENT | USER_VERIFIED))
                .putInt(counter)
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
            throw new IllegalStateException("every Java runtime signs with ECDSA", e);
        }
    }

    private static byte[] sha256(byte[] data) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(data);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
