package org.consentlab.browser;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.consentlab.fixit.Challenges;
import org.consentlab.i18n.PseudoLocale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Cookie;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.virtualauthenticator.VirtualAuthenticatorOptions;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * The pages converted to the bundles, in the pseudo-locales and in German and Arabic. In
 * {@code en-XA} and {@code ar-XB} every word a bundle gives is between ⟦ and ⟧, so any visible text
 * left outside the markers was written in code: the test fails on it, allowing only what is no
 * language (numbers, tool names, SKUs and ids, JSON, code, the languages' own names). In German and
 * Arabic each page says so in {@code <html lang dir>} and axe-core finds no violation at either size.
 */
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = "consentlab.i18n.pseudo-locales=true")
class TranslatedPagesIT {

    /** The routes whose every text comes from a bundle. */
    static final List<String> CONVERTED = List.of(
            "/",
            "/score-board",
            "/help",
            "/help/accessibility",
            "/no-such-page",
            "/audit",
            "/demo",
            "/demo/approval-not-bound",
            "/fix-it",
            "/fix-it/one-function",
            "/join",
            "/login",
            "/labs/registration",
            "/labs/cart",
            "/labs/product",
            "/labs/account",
            "/labs/lifecycle",
            "/labs/reports",
            "/labs/self-approval",
            "/labs/decisions");

    /**
     * What a lab page shows from its records as they are kept: the reports' titles and owners, and
     * the ids of Lab 7's defences and capabilities in its pickers, of Lab 5's UI behaviour in its
     * picker ({@code correct}) and of the Agent tab's scripted agent ({@code batch}). A gate's consequence is not among them: every tool keeps it as words
     * too, so the walked gates say it from the bundles, and a gate raised to an approver past the
     * person's limit says why in words of its own after it.
     */
    static final String RECORDS = "#report-table .report-row, #defence, #agent-capability,"
            + " #lifecycle-behaviour vaadin-select-value-button, #agent-script vaadin-select-value-button";

    /** A help page is the project's document as written, declared English by the page itself. */
    static final String DOCUMENTS = ".document-text";

    static final Pattern NO_LANGUAGE = Pattern.compile(
            "[\\s\\d.,:;·!?()/%+\\-–—★☆✓▲×#€\\u00a0\\u202f\\u200e\\u200f\\u2068\\u2069]*" // numbers, money,
                    // punctuation,
                    // marks
                    + "|[a-z][a-z0-9]*(_[a-z0-9]+)+" // tool names
                    + "|[a-z][a-z0-9]*(-[a-z0-9]+)+" // ids of channels, failure modes and defences
                    + "|[A-Z]{2,}-\\d+" // SKUs and report ids
                    + "|[0-9a-f]{8}" // a sandbox's short id
                    + "|[a-z]+(-[a-z]+)+" // a failure mode's name
                    + "|[A-Z0-9]{6}" // a class code
                    + "|[a-z]+(\\.[a-z-]+)+" // a configuration property
                    + "|instructor|approver" // the signed-in instructor's and approver's user names
                    + "|[\\d.,\\s\\u00a0\\u202f\\u200f]*€[\\d.,\\s\\u00a0\\u202f\\u200f]*" // money
                    + "|/[a-z0-9/._-]*" // an address
                    + "|[a-z]+(/[A-Za-z0-9._-]+)+" // a source file's path
                    + "|[{\\[].*" // JSON
                    + "|PENDING|ACTIVE|DELETED|DELETE|PASS|FAIL" // words an agent receives, state names, verbs on the
                    // wire
                    + "|[a-z]+(\\.[a-zA-Z]+)+|[a-z]+\\(\\)" // code: a property path, a call
                    + "|English|Deutsch|العربية"); // the picker's languages, each in itself

    private static final String VISIBLE_TEXTS = """
            const skip = arguments[0];
            const out = [];
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            while (walker.nextNode()) {
              const node = walker.currentNode;
              const text = node.textContent.trim();
              const parent = node.parentElement;
              if (!text || !parent || parent.closest('script,style,code,pre,[translate=no],' + skip)) continue;
              if (!parent.checkVisibility({visibilityProperty: true})) continue;
              out.push(text);
            }
            return out;""";

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Test
    void everyVisibleTextOnTheConvertedPagesComesFromABundle() throws Exception {
        List<String> hardCoded = new ArrayList<>();
        for (String pseudo : List.of("en-XA", "ar-XB")) {
            WebDriver browser = chromium.open("--accept-lang=" + pseudo);
            for (String route : CONVERTED) {
                open(browser, route);
                assertThat(browser.findElement(By.tagName("html")).getDomAttribute("lang"))
                        .isEqualTo(pseudo);
                hardCoded.addAll(hardCodedTexts(browser, pseudo + " " + route));
            }
            // Lab 4 with an agent's request waiting: the page's own lines around the gate, and what the agent got.
            open(browser, "/labs/account");
            click(browser, "simulate-agent");
            waitFor(browser).until(d -> present(d, "consent-gate"));
            Thread.sleep(400);
            hardCoded.addAll(hardCodedTexts(browser, pseudo + " /labs/account with a gate open"));
            screenshot(browser, "pseudo-" + pseudo + "-account-gate");
            // Lab 5 played to its dialog: the person's screen, the steps, the verdict so far, the ladder.
            playLabFiveToItsDialog(browser);
            hardCoded.addAll(hardCodedTexts(browser, pseudo + " /labs/lifecycle with its dialog open"));
            screenshot(browser, "pseudo-" + pseudo + "-lifecycle-dialog");
            // Lab 5 with the wire held and its held request released: the page says how many, in its words.
            releaseLabFivesHeldRequest(browser);
            hardCoded.addAll(hardCodedTexts(browser, pseudo + " /labs/lifecycle with a held request released"));
            screenshot(browser, "pseudo-" + pseudo + "-lifecycle-released");
            // Lab 6's approval dialog (and its live region's notice), Lab 8's batch with each row's state.
            openLabSixsApproval(browser);
            hardCoded.addAll(hardCodedTexts(browser, pseudo + " /labs/reports with its approval dialog open"));
            openLabEightsBatch(browser);
            hardCoded.addAll(hardCodedTexts(browser, pseudo + " /labs/decisions with its batch"));
            screenshot(browser, "pseudo-" + pseudo + "-decisions-batch");
            runDemo(browser);
            hardCoded.addAll(hardCodedTexts(browser, pseudo + " /demo/approval-not-bound after a run"));
            screenshot(browser, "pseudo-" + pseudo + "-demo-run");
            screenshot(browser, "pseudo-" + pseudo + "-index");
            wrongFixChecked(browser);
            hardCodedTexts(browser, pseudo + " /fix-it/one-function with a wrong fix checked")
                    .forEach(hardCoded::add);
            screenshot(browser, "pseudo-" + pseudo + "-fixit-wrong-fix");
            instructorWithAClass(browser, "en-XA".equals(pseudo) ? "WS-1" : "WS-2");
            hardCoded.addAll(hardCodedTexts(browser, pseudo + " /instructor"));
            click(browser, "class-reset");
            waitFor(browser).until(d -> present(d, "class-reset-dialog"));
            hardCoded.addAll(hardCodedTexts(browser, pseudo + " /instructor with the reset dialog open"));
            screenshot(browser, "pseudo-" + pseudo + "-instructor-dialog");
            // The approvals page, signed in as the approver in a browser of its own.
            WebDriver approver = chromium.open("--accept-lang=" + pseudo);
            approver.get(chromium.url("/approvals"));
            signIn(approver, "approver", "approve-locally");
            waitFor(approver).until(d -> present(d, "approver-name"));
            Thread.sleep(400);
            hardCoded.addAll(hardCodedTexts(approver, pseudo + " /approvals"));
            screenshot(approver, "pseudo-" + pseudo + "-approvals");
        }
        assertThat(hardCoded).isEmpty();
    }

    @Test
    void germanAndArabicPagesDeclareTheirLanguageAndHaveNoAccessibilityViolations() throws Exception {
        List<String> violations = new ArrayList<>();
        for (String language : List.of("de", "ar")) {
            WebDriver browser = chromium.open("--accept-lang=" + language);
            for (String route : CONVERTED) {
                open(browser, route);
                assertThat(browser.findElement(By.tagName("html")).getDomAttribute("lang"))
                        .isEqualTo(language);
                assertThat(browser.findElement(By.tagName("html")).getDomAttribute("dir"))
                        .isEqualTo("ar".equals(language) ? "rtl" : "ltr");
                for (Dimension size : AccessibilityIT.SIZES) {
                    viewport(browser, size);
                    Thread.sleep(400);
                    String page = language + " " + route + " at " + size.getWidth() + "×" + size.getHeight();
                    screenshot(browser, "i18n-" + language + route.replace('/', '-') + "-" + size.getWidth());
                    violations.addAll(AxeCheck.violations(browser, page));
                    assertThat(sidewaysOverflow(browser))
                            .as("%s scrolls sideways by", page)
                            .isLessThanOrEqualTo(0);
                }
            }
            playLabFiveToItsDialog(browser);
            for (Dimension size : AccessibilityIT.SIZES) {
                viewport(browser, size);
                Thread.sleep(400);
                String page = language + " /labs/lifecycle with its dialog open at " + size.getWidth() + "×"
                        + size.getHeight();
                screenshot(browser, "i18n-" + language + "-lifecycle-dialog-" + size.getWidth());
                violations.addAll(AxeCheck.violations(browser, page));
                assertThat(sidewaysOverflow(browser))
                        .as("%s scrolls sideways by", page)
                        .isLessThanOrEqualTo(0);
            }
            releaseLabFivesHeldRequest(browser);
            for (Dimension size : AccessibilityIT.SIZES) {
                viewport(browser, size);
                Thread.sleep(400);
                scrollTo(browser, "lifecycle-decision-result");
                String page = language + " /labs/lifecycle with a held request released at " + size.getWidth();
                screenshot(browser, "i18n-" + language + "-lifecycle-released-" + size.getWidth());
                violations.addAll(AxeCheck.violations(browser, page));
                assertThat(sidewaysOverflow(browser))
                        .as("%s scrolls sideways by", page)
                        .isLessThanOrEqualTo(0);
            }
            // Lab 6's approval and Lab 8's batch: their gates' consequences said in the page's language.
            for (String gate : List.of("reports-approval", "decisions-batch")) {
                if (gate.equals("reports-approval")) {
                    openLabSixsApproval(browser);
                } else {
                    openLabEightsBatch(browser);
                }
                for (Dimension size : AccessibilityIT.SIZES) {
                    viewport(browser, size);
                    Thread.sleep(400);
                    String page = language + " " + gate + " open at " + size.getWidth() + "×" + size.getHeight();
                    screenshot(browser, "i18n-" + language + "-" + gate + "-" + size.getWidth());
                    violations.addAll(AxeCheck.violations(browser, page));
                    assertThat(sidewaysOverflow(browser))
                            .as("%s scrolls sideways by", page)
                            .isLessThanOrEqualTo(0);
                }
            }
            runDemo(browser);
            for (Dimension size : AccessibilityIT.SIZES) {
                viewport(browser, size);
                Thread.sleep(400);
                screenshot(browser, "i18n-" + language + "-demo-run-" + size.getWidth());
                violations.addAll(AxeCheck.violations(
                        browser, language + " /demo/approval-not-bound after a run at " + size.getWidth()));
            }
            wrongFixChecked(browser);
            for (Dimension size : AccessibilityIT.SIZES) {
                viewport(browser, size);
                Thread.sleep(400);
                scrollTo(browser, "fixit-result");
                screenshot(browser, "i18n-" + language + "-fixit-wrong-fix-" + size.getWidth());
                violations.addAll(AxeCheck.violations(
                        browser, language + " /fix-it/one-function with a wrong fix checked at " + size.getWidth()));
            }
            instructorWithAClass(browser, "Dienstag " + language);
            for (Dimension size : AccessibilityIT.SIZES) {
                viewport(browser, size);
                Thread.sleep(400);
                String page = language + " /instructor at " + size.getWidth() + "×" + size.getHeight();
                screenshot(browser, "i18n-" + language + "-instructor-" + size.getWidth());
                // The class overview's headers in view: German's and Arabic's are longer than English's.
                scrollTo(browser, "class-overview");
                Thread.sleep(200);
                screenshot(browser, "i18n-" + language + "-instructor-overview-" + size.getWidth());
                violations.addAll(AxeCheck.violations(browser, page));
                assertThat(sidewaysOverflow(browser))
                        .as("%s scrolls sideways by", page)
                        .isLessThanOrEqualTo(0);
            }
            click(browser, "class-end");
            waitFor(browser).until(d -> present(d, "class-end-dialog"));
            Thread.sleep(400);
            screenshot(browser, "i18n-" + language + "-instructor-end-dialog");
            violations.addAll(AxeCheck.violations(browser, language + " /instructor with the end dialog open"));
        }
        assertThat(violations).isEmpty();
    }

    /**
     * An approval signed with the approver's passkey, read in German and in Arabic: what the passkey's
     * judge saw is a line of the page's language of its own, and the agent's answer follows it in
     * English, {@code lang="en"}; no axe violation, nothing sideways, at both sizes.
     */
    @Test
    void aPasskeySignedApprovalKeepsThePagesLineAndTheAgentsEnglishApartInGermanAndArabic() throws Exception {
        WebDriver instructor = chromium.open();
        instructorWithAClass(instructor, "Passkey class");
        // The instructor may have classes of the other tests: the code is read once the new one is shown.
        waitFor(instructor)
                .until(d -> d.findElement(By.cssSelector("#class-pick vaadin-select-value-button"))
                        .getText()
                        .contains("Passkey class"));
        String code = text(instructor, "class-code");
        pick(instructor, "class-approver-passkey", "Yes, for irreversible-unbounded calls");
        waitFor(instructor)
                .until(d -> text(d, "class-approver-passkey-saved")
                        .equals("Saved: approvals of irreversible-unbounded calls need the approver's passkey."));
        ChromeDriver approver = chromium.open();
        approver.addVirtualAuthenticator(new VirtualAuthenticatorOptions()
                .setProtocol(VirtualAuthenticatorOptions.Protocol.CTAP2)
                .setTransport(VirtualAuthenticatorOptions.Transport.INTERNAL)
                .setHasUserVerification(true)
                .setIsUserVerified(true)
                .setIsUserConsenting(true));
        // A passkey needs a domain: WebAuthn refuses an IP address as the site's RP id.
        approver.get(chromium.url("/approvals").replace("127.0.0.1", "localhost"));
        signIn(approver, "approver", "approve-locally");
        waitFor(approver).until(d -> present(d, "approver-class-code"));
        approver.findElement(By.cssSelector("#approver-class-code input")).sendKeys(code, Keys.ENTER);
        waitFor(approver).until(d -> present(d, "approver-passkey-register"));
        click(approver, "approver-passkey-register");
        waitFor(approver).until(d -> present(d, "approver-passkey-list"));
        List<String> violations = new ArrayList<>();
        for (String language : List.of("de", "ar")) {
            WebDriver learner = aLearnerAwaitingAnApprover(chromium, code, "Ada " + language);
            approver.manage().addCookie(new Cookie("consentlab-language", language));
            approver.navigate().refresh();
            waitFor(approver)
                    .until(d ->
                            language.equals(d.findElement(By.tagName("html")).getDomAttribute("lang")));
            String item = approvalItemOf(learner, approver);
            click(approver, item);
            waitFor(approver).until(d -> present(d, "approval-passkey"));
            click(approver, "approval-approve");
            waitFor(approver).until(d -> text(d, "approval-decision-result").contains("DELETED"));
            assertThat(approver.findElements(By.cssSelector("#approval-decision-result .decided-before")))
                    .as("what the passkey's judge saw, a line of its own")
                    .hasSize(1);
            assertThat(approver.findElement(By.cssSelector("#approval-decision-result [lang='en']"))
                            .getText())
                    .startsWith("DELETED");
            for (Dimension size : AccessibilityIT.SIZES) {
                viewport(approver, size);
                Thread.sleep(400);
                scrollTo(approver, "approval-decision-result");
                String page = language + " /approvals after a passkey-signed approval at " + size.getWidth();
                screenshot(approver, "i18n-" + language + "-approvals-passkey-approved-" + size.getWidth());
                violations.addAll(AxeCheck.violations(approver, page));
                assertThat(sidewaysOverflow(approver))
                        .as("%s scrolls sideways by", page)
                        .isLessThanOrEqualTo(0);
            }
        }
        assertThat(violations).isEmpty();
    }

    @Test
    void thePickerSwitchesAPageWithAPendingGateToArabicAndBackAndTheGateStaysPending() throws Exception {
        WebDriver browser = chromium.open();
        browser.get(chromium.url("/labs/account"));
        waitFor(browser).until(d -> present(d, "simulate-agent"));
        click(browser, "simulate-agent");
        waitFor(browser).until(d -> present(d, "consent-gate"));
        String gate = text(browser, "consent-gate");
        String gateId = browser.findElement(By.id("consent-gate")).getDomAttribute("data-gate");

        choose(browser, "العربية");
        waitFor(browser)
                .until(d -> "rtl".equals(d.findElement(By.tagName("html")).getDomAttribute("dir")));
        assertThat(browser.findElement(By.tagName("html")).getDomAttribute("lang"))
                .isEqualTo("ar");
        assertThat(text(browser, "skip-link")).isNotEqualTo("Skip to the lab");
        assertThat(text(browser, "consent-gate")).isEqualTo(gate);
        screenshot(browser, "picker-arabic-with-gate");

        choose(browser, "English");
        waitFor(browser)
                .until(d -> "en".equals(d.findElement(By.tagName("html")).getDomAttribute("lang")));
        assertThat(browser.findElement(By.tagName("html")).getDomAttribute("dir"))
                .isEqualTo("ltr");
        assertThat(text(browser, "consent-gate")).isEqualTo(gate);

        choose(browser, "Deutsch");
        waitFor(browser)
                .until(d -> "de".equals(d.findElement(By.tagName("html")).getDomAttribute("lang")));
        browser.navigate().refresh();
        waitFor(browser).until(d -> present(d, "consent-gate"));
        assertThat(browser.findElement(By.tagName("html")).getDomAttribute("lang"))
                .as("the choice is remembered on the next visit")
                .isEqualTo("de");
        assertThat(browser.findElement(By.id("consent-gate")).getDomAttribute("data-gate"))
                .as("the same gate, still pending after the switches")
                .isEqualTo(gateId);
        assertThat(text(browser, "consent-gate")).as("its card now in German").isNotEqualTo(gate);
        assertThat(present(browser, "consent-confirm")).isTrue();
    }

    @Test
    void onATranslatedPageThePickerRewritesThePageInPlace() throws Exception {
        WebDriver browser = chromium.open();
        open(browser, "/");
        String english = text(browser, "lab-card-2");
        choose(browser, "Deutsch");
        waitFor(browser).until(d -> !text(d, "lab-card-2").equals(english));
        assertThat(browser.getCurrentUrl()).isEqualTo(chromium.url("/"));
        assertThat(present(browser, "sandbox-badge")).isTrue();
    }

    /** Signs in as the instructor and opens a class, so that the page shows a class's code, overview and switches. */
    private void instructorWithAClass(WebDriver browser, String name) {
        browser.get(chromium.url("/instructor"));
        signIn(browser, "instructor", "teach-locally");
        waitFor(browser).until(d -> present(d, "class-name"));
        openClass(browser, name);
        waitFor(browser).until(d -> present(d, "failure-switches"));
    }

    /** Runs Lab 8's approval-not-bound demo and waits for both verdicts: its steps are told in the page's language. */
    private void runDemo(WebDriver browser) throws InterruptedException {
        open(browser, "/demo/approval-not-bound");
        click(browser, "demo-run");
        waitFor(browser)
                .until(d -> "done".equals(d.findElement(By.id("demo-progress")).getDomAttribute("data-run")));
        // The steps are below the verdicts: in view, so that the screenshots show them.
        ((JavascriptExecutor) browser).executeScript("document.getElementById('demo-wrong-steps').scrollIntoView()");
        Thread.sleep(400);
    }

    /**
     * Find it, fix it's one-function with its lines found and a wrong fix checked: the page says, in
     * its language, why that fix does not hold.
     */
    private void wrongFixChecked(WebDriver browser) throws InterruptedException {
        Challenges.Prepared challenge =
                new Challenges().prepared("one-function").orElseThrow();
        open(browser, "/fix-it/one-function");
        for (int line : challenge.snippet().culprits()) {
            click(browser, "fixit-line-" + line);
        }
        click(browser, "fixit-find-check");
        waitFor(browser).until(d -> "true".equals(fixItResult(d)));
        click(browser, "fixit-fix-" + (challenge.right() == 0 ? 2 : 1));
        click(browser, "fixit-fix-check");
        waitFor(browser).until(d -> "false".equals(fixItResult(d)));
        Thread.sleep(400);
    }

    private static String fixItResult(WebDriver browser) {
        return browser.findElement(By.id("fixit-result")).getDomAttribute("data-right");
    }

    private static void scrollTo(WebDriver browser, String id) {
        ((JavascriptExecutor) browser)
                .executeScript("document.getElementById(arguments[0]).scrollIntoView({block: 'center'})", id);
    }

    /** Opens Lab 6 and has its simulated agent ask to archive RPT-31, until the approval dialog shows. */
    private void openLabSixsApproval(WebDriver browser) throws InterruptedException {
        open(browser, "/labs/reports");
        click(browser, "agent-archive");
        waitFor(browser).until(d -> present(d, "approval-card"));
        Thread.sleep(400);
    }

    /** Opens Lab 8 and runs its batch agent, until the turn's three rows wait in the batch card. */
    private void openLabEightsBatch(WebDriver browser) throws InterruptedException {
        open(browser, "/labs/decisions");
        click(browser, "tab-agent");
        waitFor(browser).until(d -> present(d, "agent-run"));
        click(browser, "agent-run");
        waitFor(browser)
                .until(d -> d.findElements(By.cssSelector("#decision-batch .batch-item"))
                                .size()
                        == 3);
        scrollTo(browser, "decision-batch");
        Thread.sleep(400);
    }

    /** Opens Lab 5 and plays delete_account under Correct until the page shows the person its dialog. */
    private void playLabFiveToItsDialog(WebDriver browser) throws InterruptedException {
        open(browser, "/labs/lifecycle");
        click(browser, "lifecycle-play");
        waitFor(browser).until(d -> present(d, "lifecycle-dialog"));
        Thread.sleep(400);
    }

    /** Opens Lab 5 with the wire held, steps refund_order under "fires early" to its dialog and releases the held request. */
    private void releaseLabFivesHeldRequest(WebDriver browser) throws Exception {
        open(browser, "/labs/lifecycle");
        click(browser, "lifecycle-reset");
        waitFor(browser).until(d -> present(d, "hold-wire"));
        if (!"true".equals(browser.findElement(By.id("hold-wire")).getDomProperty("checked"))) {
            click(browser, "hold-wire");
            waitFor(browser)
                    .until(d -> "true".equals(d.findElement(By.id("hold-wire")).getDomProperty("checked")));
        }
        pick(browser, "lifecycle-action", "refund_order");
        pick(browser, "lifecycle-behaviour", "fires-early");
        stepUntilDialog(browser);
        waitFor(browser).until(d -> d.findElement(By.id("release-wire")).isEnabled());
        click(browser, "release-wire");
        waitFor(browser).until(d -> !text(d, "lifecycle-decision-result").isBlank());
        Thread.sleep(400);
    }

    /** Picks a language in the header's picker with the browser's own select, as a person would. */
    private static void choose(WebDriver browser, String language) {
        new org.openqa.selenium.support.ui.Select(browser.findElement(By.id("language-picker")))
                .selectByVisibleText(language);
    }

    private void open(WebDriver browser, String route) throws InterruptedException {
        browser.get(chromium.url(route));
        waitFor(browser).until(d -> present(d, "sandbox-badge"));
        // Let the live parts of the page finish their first redraw.
        Thread.sleep(400);
    }

    @SuppressWarnings("unchecked")
    static List<String> hardCodedTexts(WebDriver browser, String page) {
        List<String> texts =
                (List<String>) ((JavascriptExecutor) browser).executeScript(VISIBLE_TEXTS, DOCUMENTS + "," + RECORDS);
        return texts.stream()
                .filter(text -> !fromABundle(text))
                .map(text -> page + ": " + text)
                .toList();
    }

    /** What is left of a text once every bundle's words (between the markers) are taken out is no language. */
    static boolean fromABundle(String text) {
        // An isolate (the plain-text <bdi> of Texts.isolate) sets apart a value a sentence quotes: an
        // id, a tool's name, or a record's own data such as the account's holder and plan in a gate's
        // consequence. It is the record's, kept as written, not the page's words.
        // A code read left to right in every language (a masked account) is set apart by a left-to-right isolate.
        String rest = text.replaceAll("[\u2066\u2068][^\u2066\u2068\u2069]*\u2069", " ");
        String before;
        do {
            before = rest;
            rest = rest.replaceAll(
                    Pattern.quote(PseudoLocale.OPEN) + "[^" + PseudoLocale.OPEN + PseudoLocale.CLOSE + "]*"
                            + Pattern.quote(PseudoLocale.CLOSE),
                    " ");
        } while (!rest.equals(before));
        return rest.isBlank()
                || NO_LANGUAGE.matcher(rest.strip()).matches()
                || List.of(rest.strip().split("\\s+")).stream()
                        .allMatch(word -> NO_LANGUAGE.matcher(word).matches());
    }
}
