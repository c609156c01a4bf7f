package org.consentlab.passkey;

import com.webauthn4j.converter.AttestedCredentialDataConverter;
import com.webauthn4j.converter.util.ObjectConverter;
import com.webauthn4j.credential.CredentialRecord;
import com.webauthn4j.credential.CredentialRecordImpl;
import com.webauthn4j.data.attestation.authenticator.AttestedCredentialData;
import com.webauthn4j.data.attestation.statement.NoneAttestationStatement;
import com.webauthn4j.util.Base64UrlUtil;
import java.sql.Timestamp;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;

/**
 * The passkeys approvers registered for themselves, with their signature counters. A credential is
 * found only among its own approver's: a learner's passkey, or another approver's, is not this
 * approver's yes.
 */
@Service
public class ApproverPasskeys {

    private final JdbcClient jdbc;
    private final Clock clock;
    private final AttestedCredentialDataConverter attested = new AttestedCredentialDataConverter(new ObjectConverter());

    ApproverPasskeys(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** The approver's passkeys, oldest first. */
    public List<Passkey> of(String approver) {
        return jdbc.sql("""
                        SELECT credential_id, label, sign_count, created_at, last_used_at FROM approver_passkey
                        WHERE approver = ? ORDER BY created_at, credential_id""")
                .param(approver)
                .query((rs, row) -> new Passkey(
                        rs.getString("credential_id"),
                        rs.getString("label"),
                        rs.getLong("sign_count"),
                        rs.getTimestamp("created_at").toInstant(),
                        Optional.ofNullable(rs.getTimestamp("last_used_at"))
                                .map(Timestamp::toInstant)
                                .orElse(null)))
                .list();
    }

    void add(String approver, String label, CredentialRecord record) {
        AttestedCredentialData data = record.getAttestedCredentialData();
        jdbc.sql("""
                        INSERT INTO approver_passkey (credential_id, approver, label, attested_data, sign_count,
                          uv_initialized, backup_eligible, backup_state, created_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)""")
                .params(
                        Base64UrlUtil.encodeToString(data.getCredentialId()),
                        approver,
                        label,
                        Base64UrlUtil.encodeToString(attested.convert(data)),
                        record.getCounter(),
                        Boolean.TRUE.equals(record.isUvInitialized()),
                        Boolean.TRUE.equals(record.isBackupEligible()),
                        Boolean.TRUE.equals(record.isBackedUp()),
                        Instant.now(clock))
                .update();
    }

    /** The credential, when it is {@code approver}'s own. */
    Optional<CredentialRecord> find(String credentialId, String approver) {
        return jdbc.sql("SELECT * FROM approver_passkey WHERE credential_id = ? AND approver = ?")
                .params(credentialId, approver)
                .query((rs, row) -> (CredentialRecord) new CredentialRecordImpl(
                        new NoneAttestationStatement(),
                        rs.getBoolean("uv_initialized"),
                        rs.getBoolean("backup_eligible"),
                        rs.getBoolean("backup_state"),
                        rs.getLong("sign_count"),
                        attested.convert(Base64UrlUtil.decode(rs.getString("attested_data"))),
                        null,
                        null,
                        null,
                        null))
                .optional();
    }

    /** Whose a credential that is not the approver's is, in words for a refusal. */
    String whose(String credentialId) {
        boolean learners = jdbc.sql("SELECT COUNT(*) FROM passkey WHERE credential_id = ?")
                        .param(credentialId)
                        .query(Long.class)
                        .single()
                > 0;
        boolean approvers = jdbc.sql("SELECT COUNT(*) FROM approver_passkey WHERE credential_id = ?")
                        .param(credentialId)
                        .query(Long.class)
                        .single()
                > 0;
        return learners
                ? "a passkey registered for a learner's sandbox, not yours"
                : approvers ? "another approver's passkey, not yours" : "a passkey the server never saw";
    }

    /** Keeps a verified assertion's counter, so the same or an older one is refused next time. */
    void counted(String credentialId, long signCount) {
        jdbc.sql("UPDATE approver_passkey SET sign_count = ?, last_used_at = ? WHERE credential_id = ?")
                .params(signCount, Instant.now(clock), credentialId)
                .update();
    }
}
