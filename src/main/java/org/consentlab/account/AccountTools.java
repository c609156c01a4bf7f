package org.consentlab.account;

import org.consentlab.tool.ConfirmOverride;
import org.consentlab.tool.Kind;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.tool.ToolResponse;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** {@code get_account}: a read, so it needs no gate. It shows the agent no more than it needs. */
@Configuration(proxyBeanMethods = false)
class AccountTools {

    static final String GET_ACCOUNT = "get_account";

    @Bean
    Tool getAccountTool(Accounts accounts) {
        ToolDeclaration declaration = ToolDeclaration.of(
                GET_ACCOUNT,
                "Read the account",
                "Returns the account's holder, plan and status. Reads only; changes nothing.",
                "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}",
                "{}",
                RiskDeclaration.of(Kind.READ, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.DEFAULT),
                true);
        return new Tool(declaration, call -> {
            Account account = accounts.find(call.sandbox());
            return ToolResponse.done(
                    "Account of %s, plan %s: %s.".formatted(account.holder(), account.plan(), account.status()));
        });
    }
}
