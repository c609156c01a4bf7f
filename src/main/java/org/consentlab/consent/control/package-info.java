/**
 * The human decision controls as views get them ({@link org.consentlab.consent.control.ConsentControls}):
 * each card of {@code consent.ui} built from the records, handed to the kernel to listen to. Glue
 * only: it never mints a decision, reaches a confirm or opens a gate; the kernel's {@code
 * CardListeners} turns what a card fired into a decision. ArchUnit keeps it so.
 */
@NullMarked
package org.consentlab.consent.control;

import org.jspecify.annotations.NullMarked;
