package org.consentlab.lab.ui;

import com.vaadin.flow.server.ServiceInitEvent;
import com.vaadin.flow.server.VaadinServiceInitListener;
import org.consentlab.instructor.LabVisits;
import org.consentlab.sandbox.CurrentSandbox;
import org.springframework.stereotype.Component;

/**
 * Notes which lab page a learner opens, on every navigation to one, so that their class's overview
 * can say which lab they are on. The lab list is the index's own, so a new lab counts by itself.
 */
@Component
class LabVisitRecorder implements VaadinServiceInitListener {

    private final LabVisits visits;
    private final CurrentSandbox current;

    LabVisitRecorder(LabVisits visits, CurrentSandbox current) {
        this.visits = visits;
        this.current = current;
    }

    @Override
    public void serviceInit(ServiceInitEvent service) {
        service.getSource()
                .addUIInitListener(init -> init.getUI().addAfterNavigationListener(navigation -> {
                    String path = navigation.getLocation().getPath();
                    LabIndexView.LABS.stream()
                            .filter(lab -> lab.route().equals(path))
                            .findFirst()
                            .ifPresent(lab -> visits.visited(current.get(), lab.number()));
                }));
    }
}
