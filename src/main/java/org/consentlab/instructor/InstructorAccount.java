package org.consentlab.instructor;

import java.util.List;
import org.consentlab.security.SignInAccount;

/**
 * Who may sign in as an instructor, by the same rule as the approver. An instructor also holds the
 * approver role: the person running a class is the natural second person for its learners' calls.
 */
public final class InstructorAccount {

    public static final String ROLE = "INSTRUCTOR";
    public static final SignInAccount ACCOUNT = new SignInAccount(
            "instructor",
            "consentlab.instructor.username",
            "consentlab.instructor.password",
            "instructor",
            "teach-locally",
            List.of(ROLE, "APPROVER"));

    private InstructorAccount() {}
}
