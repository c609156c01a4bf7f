package org.consentlab.scoreboard.ui;

import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxEvents;
import org.consentlab.scoreboard.CtfKey;
import org.consentlab.scoreboard.ProgressBackups;
import org.consentlab.scoreboard.ScoreBoard;
import org.springframework.stereotype.Component;

/** What the score board page reads and does: the board, the continue code and backup, the event key. */
@Component
record ScoreBoardModel(
        ScoreBoard board, ProgressBackups backups, CtfKey key, CurrentSandbox current, SandboxEvents events) {}
