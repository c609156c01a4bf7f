package org.consentlab.consent;

import org.consentlab.tool.ConfirmOverride;
import org.consentlab.tool.Kind;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolDeclaration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The gated tools this boundary serves. Each one's handler is a {@code request*} method. */
@Configuration(proxyBeanMethods = false)
class ConsentTools {

    static ToolDeclaration deleteAccount() {
        return ToolDeclaration.of(AccountDeletion.TOOL, "Delete the account",
                "Asks to delete the learner's account and all its data. Irreversible: this only requests the "
                        + "deletion; a person must confirm it in the page before anything is deleted.",
                """
                {"type":"object","properties":{"reason":{"type":"string","maxLength":200,\
                "description":"Why the agent asks; shown to the person as the agent's words, never as the consequence"}},\
                "additionalProperties":false}""",
                "{}",
                RiskDeclaration.of(Kind.DANGER, Reversibility.IRREVERSIBLE_BOUNDED, ConfirmOverride.ALWAYS), false);
    }

    @Bean
    Tool deleteAccountTool(AccountDeletion deletion) {
        return new Tool(deleteAccount(), deletion::requestDeletion);
    }
}
