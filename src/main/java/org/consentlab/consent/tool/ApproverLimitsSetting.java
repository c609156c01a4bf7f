package org.consentlab.consent.tool;

import java.time.Duration;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/** The person's approver limits as configured: the window is {@code consentlab.limits.window} (default 24 hours). */
@Configuration(proxyBeanMethods = false)
class ApproverLimitsSetting {

    @Bean
    ApproverLimits approverLimits(@Value("${consentlab.limits.window:PT24H}") Duration window) {
        return new ApproverLimits(window);
    }
}
