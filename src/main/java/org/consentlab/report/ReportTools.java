package org.consentlab.report;

import java.util.stream.Collectors;
import org.consentlab.tool.ConfirmOverride;
import org.consentlab.tool.Kind;
import org.consentlab.tool.Reversibility;
import org.consentlab.tool.RiskDeclaration;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.tool.ToolResponse;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** {@code list_reports}: a read, so it needs no gate. */
@Configuration(proxyBeanMethods = false)
class ReportTools {

    static final String LIST_REPORTS = "list_reports";

    @Bean
    Tool listReportsTool(Reports reports) {
        ToolDeclaration declaration = ToolDeclaration.of(
                LIST_REPORTS,
                "List the reports",
                "Returns every report's id, title, owner, status and tags. Reads only; changes nothing.",
                "{\"type\":\"object\",\"properties\":{},\"additionalProperties\":false}",
                "{}",
                RiskDeclaration.of(Kind.READ, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.DEFAULT),
                true);
        return new Tool(
                declaration,
                call -> ToolResponse.done(reports.all(call.sandbox()).stream()
                        .map(r -> "%s · %s · %s%s"
                                .formatted(
                                        r.label(),
                                        r.owner(),
                                        r.status(),
                                        r.tags().isEmpty() ? "" : " · tags " + String.join(", ", r.tags())))
                        .collect(Collectors.joining("\n"))));
    }
}
