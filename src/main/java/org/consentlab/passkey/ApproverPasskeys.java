package org.consentlab.passkey;

import com.webauthn4j.credential.CredentialRecord;
import java.time.Clock;
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

    private final PasskeyTable table;
    private final PasskeyTable learners;

    ApproverPasskeys(JdbcClient jdbc, Clock clock) {
        this.table = new PasskeyTable(jdbc, clock, PasskeyTable.APPROVERS, "approver");
        this.learners = new PasskeyTable(jdbc, clock, PasskeyTable.SANDBOXES, "sandbox_id");
    }

    /** The approver's passkeys, oldest first. */
    public List<Passkey> of(String approver) {
        return table.of(approver);
    }

    void add(String approver, String label, CredentialRecord record) {
        table.add(approver, label, record);
    }

    /** The credential ids the approver registered: what their assertion may be made with. */
    List<String> ids(String approver) {
        return table.ids(approver);
    }

    /** The credential, when it is {@code approver}'s own. */
    Optional<CredentialRecord> find(String credentialId, String approver) {
        return table.find(credentialId, Optional.of(approver)).map(PasskeyTable.Owned::record);
    }

    /** Whose a credential that is not the approver's is, in words for a refusal. */
    PasskeyWords whose(String credentialId) {
        return PasskeyWords.of(
                learners.holds(credentialId)
                        ? "passkey.whose.learners"
                        : table.holds(credentialId) ? "passkey.whose.another-approvers" : "passkey.whose.unknown");
    }

    /** Keeps a verified assertion's counter, so the same or an older one is refused next time. */
    void counted(String credentialId, long signCount) {
        table.counted(credentialId, signCount);
    }
}
