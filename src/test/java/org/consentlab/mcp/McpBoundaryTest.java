package org.consentlab.mcp;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import org.consentlab.ProductionClasses;
import org.junit.jupiter.api.Test;

/** The MCP adapter reaches tools only through the tool-call service: never the consent boundary. */
class McpBoundaryTest {

    private final JavaClasses classes = ProductionClasses.get();

    @Test
    void mcpCodeNeverDependsOnTheConsentBoundary() {
        noClasses()
                .that()
                .resideInAPackage("org.consentlab.mcp..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.consentlab.consent..")
                .because("an agent over MCP may only request, through the tool-call service")
                .check(classes);
    }

    @Test
    void mcpCodeNeverCallsAnythingNamedConfirmOrApprove() {
        noClasses()
                .that()
                .resideInAPackage("org.consentlab.mcp..")
                .should()
                .callMethodWhere(DescribedPredicate.describe(
                        "a method named confirm* or approve*",
                        call -> call.getTarget().getName().matches("(?i)(confirm|approve).*")))
                .check(classes);
    }
}
