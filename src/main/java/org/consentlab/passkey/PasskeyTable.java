package org.consentlab.passkey;

import com.webauthn4j.converter.AttestedCredentialDataConverter;
import com.webauthn4j.converter.util.ObjectConverter;
import com.webauthn4j.credential.CredentialRecord;
import com.webauthn4j.credential.CredentialRecordImpl;
import com.webauthn4j.data.attestation.authenticator.AttestedCredentialData;
import com.webauthn4j.data.attestation.statement.NoneAttestationStatement;
import com.webauthn4j.util.Base64UrlUtil;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.springframework.jdbc.core.simple.JdbcClient;

/**
 * One table of registered passkeys, read and written the one way both owners' tables are: a
 * sandbox's ({@code passkey}, owned by {@code sandbox_id}) and an approver's ({@code
 * approver_passkey}, owned by {@code approver}). The two tables stay apart (neither owner may sign
 * for the other); their columns are the same, so the SQL is written once. The table and owner names
 * are this package's constants, never a caller's text.
 */
final class PasskeyTable {

    /** A learner's passkeys, each registered for one sandbox. */
    static final String SANDBOXES = "passkey";

    /** An approver's passkeys, each registered by the signed-in approver. */
    static final String APPROVERS = "approver_passkey";

    private final JdbcClient jdbc;
    private final Clock clock;
    private final String table;
    private final String owner;
    private final AttestedCredentialDataConverter attested = new AttestedCredentialDataConverter(new ObjectConverter());

    PasskeyTable(JdbcClient jdbc, Clock clock, String table, String owner) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.table = table;
        this.owner = owner;
    }

    /** The owner's passkeys, oldest first. */
    List<Passkey> of(String ownedBy) {
        return jdbc.sql("SELECT credential_id, label, sign_count, created_at, last_used_at FROM " + table + " WHERE "
                        + owner + " = ? ORDER BY created_at, credential_id")
                .param(ownedBy)
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

    /** The credential ids the owner registered: what an assertion may be made with. */
    List<String> ids(String ownedBy) {
        return of(ownedBy).stream().map(Passkey::credentialId).toList();
    }

    void add(String ownedBy, String label, CredentialRecord record) {
        AttestedCredentialData data = record.getAttestedCredentialData();
        jdbc.sql(
                        "INSERT INTO " + table + " (credential_id, " + owner + ", label, attested_data, sign_count,"
                                + " uv_initialized, backup_eligible, backup_state, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")
                .params(
                        Base64UrlUtil.encodeToString(data.getCredentialId()),
                        ownedBy,
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
     * The credential {@code credentialId} with its owner, where it is {@code ownedBy}'s; by its id
     * alone, whoever registered it, where {@code ownedBy} is empty.
     */
    Optional<Owned> find(String credentialId, Optional<String> ownedBy) {
        List<Object> params =
                ownedBy.<List<Object>>map(name -> List.of(credentialId, name)).orElse(List.of(credentialId));
        return jdbc.sql("SELECT * FROM " + table + " WHERE credential_id = ?"
                        + (ownedBy.isPresent() ? " AND " + owner + " = ?" : ""))
                .params(params)
                .query((rs, row) -> new Owned(rs.getString(owner), record(rs)))
                .optional();
    }

    /** Whether any owner registered {@code credentialId} in this table. */
    boolean holds(String credentialId) {
        return jdbc.sql("SELECT COUNT(*) FROM " + table + " WHERE credential_id = ?")
                        .param(credentialId)
                        .query(Long.class)
                        .single()
                > 0;
    }

    /** Removes one of the owner's passkeys; another owner's credential id removes nothing. */
    boolean remove(String ownedBy, String credentialId) {
        return jdbc.sql("DELETE FROM " + table + " WHERE " + owner + " = ? AND credential_id = ?")
                        .params(ownedBy, credentialId)
                        .update()
                > 0;
    }

    /** Keeps a verified assertion's counter, so the same or an older one is refused next time; when it was. */
    Instant counted(String credentialId, long signCount) {
        Instant now = Instant.now(clock);
        jdbc.sql("UPDATE " + table + " SET sign_count = ?, last_used_at = ? WHERE credential_id = ?")
                .params(signCount, now, credentialId)
                .update();
        return now;
    }

    /** A stored credential as webauthn4j verifies against it, with its owner. */
    record Owned(String owner, CredentialRecord record) {}

    private CredentialRecord record(ResultSet rs) throws SQLException {
        return new CredentialRecordImpl(
                new NoneAttestationStatement(),
                rs.getBoolean("uv_initialized"),
                rs.getBoolean("backup_eligible"),
                rs.getBoolean("backup_state"),
                rs.getLong("sign_count"),
                attested.convert(Base64UrlUtil.decode(rs.getString("attested_data"))),
                null,
                null,
                null,
                null);
    }
}
