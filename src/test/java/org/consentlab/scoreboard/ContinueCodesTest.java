package org.consentlab.scoreboard;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.consentlab.consent.ConsentGates;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.consentlab.toolcall.ToolCalls;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * A continue code carries done exercises and hints used to another sandbox under this server's
 * signature; a restore writes only the restoring sandbox's own progress records. A code that was
 * altered, made up, or signed with another server's key restores nothing.
 */
@SpringBootTest
class ContinueCodesTest {

    private static final Base64.Encoder B64 = Base64.getUrlEncoder().withoutPadding();

    @Autowired
    ContinueCodes codes;

    @Autowired
    ProgressBackups backups;

    @Autowired
    ScoreBoard board;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    ToolCallService service;

    @Autowired
    ToolCalls calls;

    @Autowired
    ConsentGates gates;

    @Autowired
    WireLog wire;

    private SandboxId learner;

    @BeforeEach
    void aLearnerWhoFinishedLabOneAndUsedAHintOnLabFour() {
        learner = sandboxes.create();
        // Lab 1: a tool invoked from the inspector, then one its schema refuses.
        invoke(learner, "add_to_cart", "{\"sku\":\"MUG-01\",\"quantity\":1}");
        invoke(learner, "add_to_cart", "{\"sku\":\"MUG-01\",\"quantity\":\"many\"}");
        assertThat(board.revealNext(learner, "lab-4")).isPresent();
        assertThat(board.row(learner, "lab-1").orElseThrow().doneHere()).isTrue();
    }

    @Test
    void aCodeRestoresDoneExercisesAndHintsIntoAnotherSandboxAndReplaysNothing() {
        String code = codes.codeFor(learner);
        int learnersCalls = calls.newest(learner, 100).size();
        SandboxId fresh = sandboxes.create();

        ContinueCodes.Restore restore = codes.restore(fresh, code);

        assertThat(restore.accepted()).isTrue();
        assertThat(restore.done()).containsExactly("lab-1");
        assertThat(restore.said())
                .contains("Restored as done: lab-1.", "Hints restored as used: 1.", "Nothing was replayed");
        BoardRow lab1 = board.row(fresh, "lab-1").orElseThrow();
        assertThat(lab1.done()).isTrue();
        assertThat(lab1.doneHere())
                .as("restored, not by the new sandbox's records")
                .isFalse();
        assertThat(board.row(fresh, "lab-4").orElseThrow().hintsUsed()).isEqualTo(1);
        assertThat(board.of(fresh).done()).isEqualTo(1);
        assertThat(calls.newest(fresh, 100)).as("no call replayed").isEmpty();
        assertThat(gates.all(fresh)).as("no gate armed").isEmpty();
        assertThat(wire.entries(fresh)).as("nothing on the wire").isEmpty();
        assertThat(calls.newest(learner, 100)).as("the other sandbox untouched").hasSize(learnersCalls);
        assertThat(board.row(learner, "lab-1").orElseThrow().restored()).isFalse();
    }

    @Test
    void anAlteredCodeIsRefusedAndRestoresNothing() {
        String code = codes.codeFor(learner);
        String payload =
                new String(Base64.getUrlDecoder().decode(code.substring(0, code.indexOf('.'))), StandardCharsets.UTF_8);
        assertThat(payload).isEqualTo("v1;lab-1=d0;lab-4=o1");
        String claimsMore = B64.encodeToString("v1;lab-1=d0;lab-4=d0;lab-8=d0".getBytes(StandardCharsets.UTF_8))
                + code.substring(code.indexOf('.'));
        int signature = code.indexOf('.') + 1;
        String flippedSignature = code.substring(0, signature)
                + (code.charAt(signature) == 'A' ? 'B' : 'A')
                + code.substring(signature + 1);
        // The last of a 16-byte signature's 22 characters carries 2 bits of it and 4 unused ones: flip an unused one.
        String alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
        char last = code.charAt(code.length() - 1);
        String sameBytesOtherText = code.substring(0, code.length() - 1) + alphabet.charAt(alphabet.indexOf(last) ^ 1);
        assertThat(Base64.getUrlDecoder().decode(sameBytesOtherText.substring(signature)))
                .isEqualTo(Base64.getUrlDecoder().decode(code.substring(signature)));
        assertThat(codes.restore(sandboxes.create(), sameBytesOtherText).accepted())
                .as("a signature spelled another way (its unused last bits) is not the code that was issued")
                .isFalse();

        for (String altered : new String[] {claimsMore, flippedSignature}) {
            SandboxId fresh = sandboxes.create();
            ContinueCodes.Restore restore = codes.restore(fresh, altered);
            assertThat(restore.accepted()).isFalse();
            assertThat(restore.said()).contains("not signed by this Consent Lab server", "Nothing was restored");
            assertThat(board.of(fresh).done()).isZero();
            assertThat(board.of(fresh).hintsUsed()).isZero();
        }
    }

    @Test
    void aCodeSignedWithAnotherServersKeyOrMadeUpOrShortenedIsRefused() throws Exception {
        byte[] payload = "v1;lab-1=d0;lab-2=d0".getBytes(StandardCharsets.UTF_8);
        byte[] otherKey = new byte[32];
        new SecureRandom().nextBytes(otherKey);
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(otherKey, "HmacSHA256"));
        byte[] otherServers = java.util.Arrays.copyOf(mac.doFinal(payload), 16);
        String code = codes.codeFor(learner);

        SandboxId fresh = sandboxes.create();
        assertThat(codes.restore(fresh, B64.encodeToString(payload) + "." + B64.encodeToString(otherServers))
                        .said())
                .contains("not signed by this Consent Lab server");
        assertThat(codes.restore(fresh, code.substring(0, code.length() - 4)).accepted())
                .as("a signature cut below 128 bits")
                .isFalse();
        assertThat(codes.restore(fresh, "hello").said()).startsWith("That is not a continue code");
        assertThat(codes.restore(fresh, "a.b.c").accepted()).isFalse();
        assertThat(codes.restore(fresh, "!!.??").said()).contains("characters a code never has");
        assertThat(board.of(fresh).done()).isZero();
    }

    @Test
    void aBackupRestoresThroughItsSignedCodeAndOneWithAnEditedListIsRefused() {
        String backup = backups.backupOf(learner);
        assertThat(backup).contains("\"continueCode\"", "\"lab-1\"");

        SandboxId fresh = sandboxes.create();
        assertThat(backups.restore(fresh, backup).accepted()).isTrue();
        assertThat(board.row(fresh, "lab-1").orElseThrow().done()).isTrue();

        SandboxId other = sandboxes.create();
        String edited = backup.replace("\"done\" : false", "\"done\" : true");
        assertThat(edited).isNotEqualTo(backup);
        ContinueCodes.Restore refused = backups.restore(other, edited);
        assertThat(refused.accepted()).isFalse();
        assertThat(refused.said()).contains("does not match its signed code");
        assertThat(backups.restore(other, "{not json").said()).contains("not readable JSON");
        assertThat(board.of(other).done()).isZero();
    }

    @Test
    void aResetForgetsRestoredExercisesAndHints() {
        SandboxId fresh = sandboxes.create();
        codes.restore(fresh, codes.codeFor(learner));
        sandboxes.reset(fresh);
        assertThat(board.of(fresh).done()).isZero();
        assertThat(board.of(fresh).hintsUsed()).isZero();
    }

    private void invoke(SandboxId sandbox, String tool, String args) {
        service.invoke(new ToolCallRequest(
                sandbox, Channel.INSPECTOR, "inspector", tool, args, null, "s", "/labs/registration"));
    }
}
