package org.consentlab.passkey;

import com.webauthn4j.converter.AttestedCredentialDataConverter;
import com.webauthn4j.converter.util.ObjectConverter;
import com.webauthn4j.credential.CredentialRecord;
import com.webauthn4j.credential.CredentialRecordImpl;
import com.webauthn4j.data.attestation.authenticator.AttestedCredentialData;
import com.webauthn4j.data.attestation.statement.NoneAttestationStatement;
import com.webauthn4j.util.Base64UrlUtil;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.consentlab.sandbox.SandboxId;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;

/**
 * The passkeys registered for each sandbox, with their signature counters. A credential is found
 * only within the sandbox it was registered for: an assertion by a key registered anywhere else is
 * a key this sandbox never saw.
 */
@Service
public class Passkeys {

    /** A stored credential as webauthn4j verifies against it, with the sandbox it belongs to. */
    record Stored(String credentialId, SandboxId sandbox, CredentialRecord record) {}

    private final JdbcClient jdbc;
    private final Clock clock;
    private final AttestedCredentialDataConverter attested = new AttestedCredentialDataConverter(new ObjectConverter());

    Passkeys(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** The sandbox's passkeys, oldest first. */
    public List<Passkey> of(SandboxId sandbox) {
        return jdbc.sql("""
                        SELECT credential_id, label, sign_count, created_at, last_used_at FROM passkey
                        WHERE sandbox_id = ? ORDER BY created_at, credential_id""")
                .param(sandbox.value())
                .query((rs, row) -> new Passkey(
                        rs.getString("credential_id"),
                        rs.getString("label"),
                        rs.getLong("sign_count"),
                        rs.getTimestamp("created_at").toInstant(),
                        Optional.ofNullable(rs.getTimestamp("last_used_at"))
                                .map(java.sql.Timestamp::toInstant)
                                .orElse(null)))
                .list();
    }

    /**
     * Removes one of the sandbox's passkeys; another sandbox's credential id removes nothing. Only
     * {@link PasskeyProofs#remove}, once a passkey of the sandbox signed the removal, calls it.
     */
    boolean remove(SandboxId sandbox, String credentialId) {
        return jdbc.sql("DELETE FROM passkey WHERE sandbox_id = ? AND credential_id = ?")
                        .params(sandbox.value(), credentialId)
                        .update()
                > 0;
    }

    void add(SandboxId sandbox, String label, CredentialRecord record) {
        AttestedCredentialData data = record.getAttestedCredentialData();
        jdbc.sql("""
                        INSERT INTO passkey (credential_id, sandbox_id, label, attested_data, sign_count,
                          uv_initialized, backup_eligible, backup_state, created_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)""")
                .params(
                        Base64UrlUtil.encodeToString(data.getCredentialId()),
                        sandbox.value(),
                        label,
                        Base64UrlUtil.encodeToString(attested.convert(data)),
                        record.getCounter(),
                        Boolean.TRUE.equals(record.isUvInitialized()),
                        Boolean.TRUE.equals(record.isBackupEligible()),
                        Boolean.TRUE.equals(record.isBackedUp()),
                        Instant.now(clock))
                .update();
    }

    /**
     * The credential, where {@code owner} says to look: registered for the sandbox asked, or (the
     * any-passkey wrong design) registered anywhere, found by its id alone.
     */
    Optional<Stored> find(String credentialId, PasskeyOwner owner) {
        List<Object> params = switch (owner) {
            case PasskeyOwner.Sandbox own -> List.of(credentialId, own.sandbox().value());
            case PasskeyOwner.Anyone anyone -> List.of(credentialId);
        };
        return jdbc.sql("SELECT * FROM passkey WHERE credential_id = ?"
                        + (params.size() > 1 ? " AND sandbox_id = ?" : ""))
                .params(params)
                .query((rs, row) -> new Stored(
                        rs.getString("credential_id"),
                        new SandboxId(rs.getString("sandbox_id")),
                        new CredentialRecordImpl(
                                new NoneAttestationStatement(),
                                rs.getBoolean("uv_initialized"),
                                rs.getBoolean("backup_eligible"),
                                rs.getBoolean("backup_state"),
                                rs.getLong("sign_count"),
                                attested.convert(Base64UrlUtil.decode(rs.getString("attested_data"))),
                                null,
                                null,
                                null,
                                null)))
                .optional();
    }

    /** The credential ids registered for {@code sandbox}: what an assertion may be made with. */
    List<String> ids(SandboxId sandbox) {
        return of(sandbox).stream().map(Passkey::credentialId).toList();
    }

    /**
     * Records a verified assertion for gate {@code gateId}: its counter, so the same or an older one is
     * refused next time, and the signature itself, with whether the key was the gate's own sandbox's.
     */
    void used(Stored stored, long signCount, long gateId, SandboxId sandbox, String challengeHash) {
        Instant now = counted(stored, signCount);
        jdbc.sql("DELETE FROM passkey_signature WHERE gate_id = ? AND credential_id = ?")
                .params(gateId, stored.credentialId())
                .update();
        jdbc.sql("INSERT INTO passkey_signature (gate_id, credential_id, own, challenge_hash, signed_at)"
                        + " VALUES (?, ?, ?, ?, ?)")
                .params(gateId, stored.credentialId(), stored.sandbox().equals(sandbox), challengeHash, now)
                .update();
    }

    /** Keeps a verified assertion's counter, so the same or an older one is refused next time; when it was. */
    Instant counted(Stored stored, long signCount) {
        Instant now = Instant.now(clock);
        jdbc.sql("UPDATE passkey SET sign_count = ?, last_used_at = ? WHERE credential_id = ?")
                .params(signCount, now, stored.credentialId())
                .update();
        return now;
    }

    /** Whether gate {@code gateId}'s call was signed, as recorded: only by the gate's own sandbox's passkeys (true), or not. */
    public Optional<Boolean> signedOwn(long gateId) {
        return jdbc
                .sql("SELECT own FROM passkey_signature WHERE gate_id = ?")
                .param(gateId)
                .query(Boolean.class)
                .list()
                .stream()
                .reduce(Boolean::logicalAnd);
    }
}
