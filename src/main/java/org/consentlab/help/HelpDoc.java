package org.consentlab.help;

/** One doc as a help page: its name (its path under docs/ without ".md"), its title, and its HTML (all but the title, which the page shows as its h1). */
public record HelpDoc(String name, String title, String html) {

    /** Where the app serves it, relative to the app's root as every link in the app is. */
    public String href() {
        return "help/" + name;
    }
}
