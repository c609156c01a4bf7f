package org.consentlab.passkey;

import com.webauthn4j.credential.CredentialRecord;
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
    private final PasskeyTable table;

    Passkeys(JdbcClient jdbc, Clock clock) {
        this.jdbc = jdbc;
        this.clock = clock;
        this.table = new PasskeyTable(jdbc, clock, PasskeyTable.SANDBOXES, "sandbox_id");
    }

    /** The sandbox's passkeys, oldest first. */
    public List<Passkey> of(SandboxId sandbox) {
        return table.of(sandbox.value());
    }

    /**
     * Removes one of the sandbox's passkeys; another sandbox's credential id removes nothing. Only
     * {@link PasskeyProofs#remove}, once a passkey of the sandbox signed the removal, calls it.
     */
    boolean remove(SandboxId sandbox, String credentialId) {
        return table.remove(sandbox.value(), credentialId);
    }

    void add(SandboxId sandbox, String label, CredentialRecord record) {
        table.add(sandbox.value(), label, record);
    }

    /**
     * The credential, where {@code owner} says to look: registered for the sandbox asked, or (the
     * any-passkey wrong design) registered anywhere, found by its id alone.
     */
    Optional<Stored> find(String credentialId, PasskeyOwner owner) {
        Optional<String> sandbox = switch (owner) {
            case PasskeyOwner.Sandbox own -> Optional.of(own.sandbox().value());
            case PasskeyOwner.Anyone anyone -> Optional.empty();
        };
        return table.find(credentialId, sandbox)
                .map(found -> new Stored(credentialId, new SandboxId(found.owner()), found.record()));
    }

    /** The credential ids registered for {@code sandbox}: what an assertion may be made with. */
    List<String> ids(SandboxId sandbox) {
        return table.ids(sandbox.value());
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
        return table.counted(stored.credentialId(), signCount);
    }

    /**
     * Keeps what a passkey Confirm said of gate {@code gateId}'s call, as words, in place of what it
     * said before: the page shows the latest in its reader's language.
     */
    void said(long gateId, PasskeyWords words) {
        Instant now = Instant.now(clock);
        String json = words.toJson();
        if (jdbc.sql("UPDATE passkey_said SET words = ?, said_at = ? WHERE gate_id = ?")
                        .params(json, now, gateId)
                        .update()
                == 0) {
            jdbc.sql("INSERT INTO passkey_said (gate_id, words, said_at) VALUES (?, ?, ?)")
                    .params(gateId, json, now)
                    .update();
        }
    }

    /** What a passkey Confirm last said of gate {@code gateId}'s call, as words; empty where none was asked. */
    public Optional<PasskeyWords> saidOf(long gateId) {
        return jdbc.sql("SELECT words FROM passkey_said WHERE gate_id = ?")
                .param(gateId)
                .query(String.class)
                .optional()
                .map(PasskeyWords::fromJson);
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
