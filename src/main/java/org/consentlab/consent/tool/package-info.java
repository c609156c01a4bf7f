/**
 * The gated tools and their effects: one subclass of the kernel's
 * {@link org.consentlab.consent.GatedTool} per tool (its declaration, its public {@code request*}
 * entry point, the only part any path reaches, and its effect), Lab 5's actions with their
 * request side and the hold of the wire, and {@code tag_report}, the one ungated write. Every
 * effect and confirm hook is {@code protected}: the kernel dispatches to it from a person's
 * decision, and no other package can call it; what a tool needs of the kernel to open a gate takes
 * a {@link org.consentlab.consent.HumanDecision}, which only the kernel can make. A new gated tool
 * is one file here. Public types are the tools' declarations and texts and the door ArchUnit names.
 */
@NullMarked
package org.consentlab.consent.tool;

import org.jspecify.annotations.NullMarked;
