package org.consentlab;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.constructors;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.util.function.Predicate;
import com.tngtech.archunit.lang.ArchRule;
import com.vaadin.flow.router.Route;
import org.consentlab.consent.ConsentGateCard;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.Test;

/** The fences that the compiler alone cannot hold. */
class ArchitectureTest {

    /** Every package an agent can drive. They may reach tools only through the tool-call service. */
    static final String[] AGENT_FACING = {"..agent..", "..inspector..", "..mcp..", "..webmcp.."};

    private final JavaClasses classes = ProductionClasses.get();

    @Test
    void onlyTheHumanConfirmControlCallsAConfirm() {
        ArchRule rule = methods().that().haveNameStartingWith("confirm")
                .and().areDeclaredInClassesThat().resideInAPackage("org.consentlab.consent")
                .should(onlyBeReachedFrom("the human confirm control",
                        origin -> origin.getOwner().isAssignableTo(ConsentGateCard.class)))
                .andShould().notBePublic();
        rule.check(classes);
    }

    @Test
    void onlyAConfirmOpensAGate() {
        methods().that().haveName("approveAndRun")
                .should(onlyBeReachedFrom("a confirm* method", origin -> origin.getName().startsWith("confirm")))
                .check(classes);
    }

    @Test
    void onlyTheConfirmControlMintsAHumanDecision() {
        constructors().that().areDeclaredInClassesThat().haveSimpleName("HumanDecision")
                .should(onlyBeReachedFrom("the human confirm control",
                        origin -> origin.getOwner().isAssignableTo(ConsentGateCard.class)))
                .check(classes);
    }

    @Test
    void agentFacingCodeNeverDependsOnTheConsentBoundary() {
        noClasses().that().resideInAnyPackage(AGENT_FACING)
                .should().dependOnClassesThat().resideInAPackage("org.consentlab.consent")
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void screensAndAgentsNeverWriteTheWire() {
        noClasses().that().resideInAnyPackage(AGENT_FACING).or().resideInAnyPackage("..ui..")
                .should().callMethodWhere(WRITES_THE_WIRE)
                .check(classes);
    }

    @Test
    void systemsOfRecordOnlyReadSeedAndReset() {
        noClasses().that().resideInAnyPackage("org.consentlab.account", "org.consentlab.report..",
                        "org.consentlab.payment", "org.consentlab.draft")
                .should().callMethodWhere(WRITES_THE_WIRE)
                .orShould().dependOnClassesThat().resideInAPackage("org.consentlab.consent")
                .check(classes);
    }

    /** Every method of the wire but its named reads: record, hold, settling a held request, and any added later. */
    static final com.tngtech.archunit.base.DescribedPredicate<com.tngtech.archunit.core.domain.JavaMethodCall>
            WRITES_THE_WIRE = com.tngtech.archunit.base.DescribedPredicate.describe("a method that writes the wire",
            call -> call.getTargetOwner().isEquivalentTo(WireLog.class)
                    && !java.util.Set.of("entries", "latest", "ofCalls").contains(call.getName()));

    @Test
    void viewsArePackagePrivate() {
        classes().that().areAnnotatedWith(Route.class).should().notBePublic().check(classes);
    }

    /**
     * Called or referenced ({@code Type::method} hands the method out as well) only from code
     * units that {@code origin} accepts; a call inside a lambda counts as its enclosing class's.
     */
    private static ArchCondition<JavaCodeUnit> onlyBeReachedFrom(String description, Predicate<JavaCodeUnit> origin) {
        return new ArchCondition<>("only be called or referenced from " + description) {
            @Override
            public void check(JavaCodeUnit unit, ConditionEvents events) {
                for (JavaAccess<?> access : unit.getAccessesToSelf()) {
                    if (!origin.test(access.getOrigin())) {
                        events.add(SimpleConditionEvent.violated(access, access.getDescription()));
                    }
                }
            }
        };
    }
}
