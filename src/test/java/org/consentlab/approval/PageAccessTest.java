package org.consentlab.approval;

import static com.tngtech.archunit.lang.conditions.ArchConditions.beAnnotatedWith;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.vaadin.flow.router.HasErrorParameter;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouterLayout;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import jakarta.annotation.security.DenyAll;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import org.consentlab.ProductionClasses;
import org.junit.jupiter.api.Test;

/**
 * Vaadin denies a page that does not say who may open it, which for a learner looks like being
 * sent to the approver's sign-in. So every page must say it, and the frame and error pages must
 * be open to anyone.
 */
class PageAccessTest {

    private final JavaClasses classes = ProductionClasses.get();

    @Test
    void everyPageSaysWhoMayOpenIt() {
        classes()
                .that()
                .areAnnotatedWith(Route.class)
                .should(beAnnotatedWith(AnonymousAllowed.class)
                        .or(beAnnotatedWith(RolesAllowed.class))
                        .or(beAnnotatedWith(PermitAll.class))
                        .or(beAnnotatedWith(DenyAll.class)))
                .check(classes);
    }

    @Test
    void layoutsAndErrorPagesAreOpenToAnyone() {
        classes()
                .that()
                .implement(RouterLayout.class)
                .or()
                .implement(HasErrorParameter.class)
                .should()
                .beAnnotatedWith(AnonymousAllowed.class)
                .check(classes);
    }
}
