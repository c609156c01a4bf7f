package org.consentlab.approval;

import com.vaadin.flow.server.VaadinSession;
import java.util.Optional;
import org.consentlab.instructor.ClassId;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.Classes.JoinResult;
import org.consentlab.instructor.CodeGuesses;
import org.consentlab.instructor.JoinCode;
import org.consentlab.instructor.WorkshopClass;
import org.consentlab.security.ClientAddress;
import org.springframework.stereotype.Service;

/**
 * The class an approver works for, chosen by its join code on the approvals page and held in the
 * approver's own session on the server: it goes with a sign-out, and no request can name another.
 * The decision rule reads it (through {@link SignedInApprovers}) at every click.
 */
@Service
public class ApproverClass {

    private static final String ATTRIBUTE = ApproverClass.class.getName();

    private final Classes classes;
    private final CodeGuesses guesses;

    ApproverClass(Classes classes, CodeGuesses guesses) {
        this.classes = classes;
        this.guesses = guesses;
    }

    /**
     * Chooses the running class the code names; its outcomes are a learner's joining's. A code is
     * a guess like a learner's: after too many wrong ones from the address it is not looked up.
     */
    public JoinResult choose(String typedCode) {
        Optional<JoinCode> code = JoinCode.parse(typedCode);
        if (code.isEmpty()) {
            return JoinResult.UNKNOWN_CODE; // not a code at all: nothing to look up, nothing learnt
        }
        return guesses.check(ClientAddress.current(), code.get(), ApproverClass::choose);
    }

    private static JoinResult choose(WorkshopClass found) {
        if (found.ended()) {
            return JoinResult.CLASS_ENDED;
        }
        VaadinSession.getCurrent().setAttribute(ATTRIBUTE, found.id());
        return JoinResult.JOINED;
    }

    public void leave() {
        VaadinSession.getCurrent().setAttribute(ATTRIBUTE, null);
    }

    /** The class chosen in this session, read afresh (it may have ended since). */
    public Optional<WorkshopClass> chosen() {
        return chosenId().flatMap(classes::byId);
    }

    Optional<ClassId> chosenId() {
        VaadinSession session = VaadinSession.getCurrent();
        return session == null ? Optional.empty() : Optional.ofNullable((ClassId) session.getAttribute(ATTRIBUTE));
    }
}
