package org.consentlab.lifecycle;

import java.util.Optional;
import org.consentlab.tool.RequiredDecision;
import org.consentlab.tool.Reversibility;

/**
 * What the boundary says about one of Lab 5's actions, for the page's ladder: the rung its
 * declaration gives it, the rung in force under the launch policy, the class the lab grades by,
 * why (in the language of the page being served: the terms are worded when read, never kept), and
 * the rung its arguments can raise it to, if they can.
 */
public record ActionTerms(
        String tool,
        RequiredDecision declared,
        RequiredDecision required,
        Reversibility reversibility,
        String why,
        Optional<RequiredDecision> raisedByArguments) {}
