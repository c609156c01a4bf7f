/**
 * The guided tour on screen: a "Guided tour" button on the lab index and, on Lab 4's page above
 * its gate, a panel that says which step the records show the learner at, announces each new
 * step through the page's live region, and offers Skip and Resume. Its only buttons start, skip or
 * resume the tour; every control of the lab stays the learner's to press.
 */
@NullMarked
package org.consentlab.tour.ui;

import org.jspecify.annotations.NullMarked;
