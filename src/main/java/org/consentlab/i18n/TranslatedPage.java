package org.consentlab.i18n;

/**
 * A page whose every text comes from the bundles and which may be built again at any moment
 * without an effect: nothing happens when it detaches, and everything it shows is read from
 * records. When the person switches language on such a page, the page is built again in the new
 * language in place (same address, same records). A page that is not one keeps its content and
 * only the frame around it changes language, so a switch never closes a gate or a dialog.
 */
public interface TranslatedPage {}
