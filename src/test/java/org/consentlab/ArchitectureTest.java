package org.consentlab;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.constructors;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.methods;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaAccess;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.domain.JavaCodeUnit;
import com.tngtech.archunit.core.domain.JavaMethod;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.lang.syntax.elements.GivenMethodsConjunction;
import com.vaadin.flow.router.Route;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.Test;

/** The fences that the compiler alone cannot hold. */
class ArchitectureTest {

    /** Every package an agent can drive. They may reach tools only through the tool-call service. */
    static final String[] AGENT_FACING = {"..agent..", "..inspector..", "..mcp..", "..webmcp.."};

    static final String CONSENT = "org.consentlab.consent";
    /** The gated tools and their effects: public classes, their hooks protected on the kernel's GatedTool. */
    static final String TOOLS = CONSENT + ".tool";
    /** The components that mint a person's decision from a real click; package-private, so named here. */
    static final String DECISION_CONTROL = CONSENT + ".DecisionControl";

    /** The decision cards: layout that fires what the person asked for, and nothing else. */
    static final String CARDS = CONSENT + ".ui";

    /** The glue that builds the cards for views and hands each to the kernel to listen to. */
    static final String CONTROLS = CONSENT + ".control";

    /** The kernel's ear on a card: where what a card fired becomes a decision. */
    static final String CARD_LISTENERS = CONSENT + ".CardListeners";

    static final String HUMAN_DECISION = CONSENT + ".HumanDecision";
    /** The kernel's one place where a person's control event becomes a {@code HumanDecision}. */
    static final String HUMAN_DECISIONS = CONSENT + ".HumanDecisions";

    static final String TRUSTED_CLICK = "org.consentlab.base.ui.TrustedClickEvent";

    /** Lab 7's defences and their judges: they judge what reached Confirm; the kernel mints and confirms. */
    static final String DEFENCE = CONSENT + ".defence";

    /** The kernel's rows (gates, standing yeses): plain JDBC the kernel alone writes. */
    static final String STORE = CONSENT + ".store";

    static final String GATES = STORE + ".Gates";

    /** The failure-mode demos' scripts and runs (not their pages, in {@code demo.ui}). */
    static final String DEMO = "org.consentlab.demo";
    /** The demos' one door into the kernel: a scripted person deciding only in a run's own sandboxes. */
    static final String SCRIPTED_PERSON = CONSENT + ".ScriptedPerson";

    /**
     * The consent boundary's public door (the kernel and its gated tools), beyond {@code request*}
     * methods and read models (records, enums, interfaces): the decision-control factories, the
     * reads and fail-closed operations on gates, Lab 5's request side and its hold switch, Lab 7's
     * request side, the failure-mode demos' scripted person, and the framework callbacks they implement.
     * Then what the gated tools in {@link #TOOLS} need of the kernel: arming, the steps that open a
     * gate (each takes a {@code HumanDecision}, which only the kernel can make), the reads of a
     * decision, and the wrong designs they carry out.
     */
    static final Map<String, Set<String>> DOOR = Map.ofEntries(
            // The kernel's ear on the cards that consent.control builds: what a card shows of its tool, and listening.
            Map.entry("CardListeners", Set.of("shown", "listen")),
            // The demos' scripted person: it decides only in the throw-away sandboxes it made for a run.
            Map.entry("ScriptedPerson", Set.of("newSandbox", "leave", "approves", "declines")),
            // Lab 8's batches (consent.turn) only read a gate, and the risk its tool declares.
            Map.entry("BatchGates", Set.of("find", "riskInABatch")),
            Map.entry(
                    "ConsentGates",
                    Set.of(
                            "pending",
                            "find",
                            "all",
                            "awaitingApproval",
                            "cancel",
                            "failClosed",
                            "expireOverdue",
                            "beforeReset",
                            "arm")),
            Map.entry("GatedTool", Set.of("declaration", "armed")),
            Map.entry("GateDecisions", Set.of("decide")),
            Map.entry(
                    "HumanDecision",
                    Set.of(
                            "gateId",
                            "sandbox",
                            "principal",
                            "at",
                            "role",
                            "rationale",
                            "scope",
                            "shown",
                            "byApprover")),
            Map.entry("WireHold", Set.of()),
            Map.entry(
                    "WrongDesigns",
                    Set.of(
                            "decisionNotBoundToArguments",
                            "limitNotCheckedAgainAtTheDecision",
                            "retryReplacesArguments",
                            "runWithoutPrompt",
                            "sendAsTheGateArms",
                            "rememberYes",
                            "sendAsTheDialogOpens",
                            "inPageConsentInsteadOfApproval",
                            // The defences (consent.defence) ask which defence Lab 4 runs and whose passkey may sign.
                            "anyClickConfirms",
                            "anyRegisteredPasskeySigns")),
            // The gated tools: public for their declarations and texts; their hooks stay protected.
            Map.entry("AccountDeletion", Set.of()),
            Map.entry("ArgumentBoundTool", Set.of()),
            Map.entry("CustomerExport", Set.of()),
            Map.entry("ExportHandoff", Set.of()),
            Map.entry("RefundOrder", Set.of()),
            Map.entry("ReportArchive", Set.of()),
            Map.entry(
                    "LifecycleRequests",
                    Set.of(
                            "begin",
                            "step",
                            "invoke",
                            "run",
                            "latest",
                            "effectRequest",
                            "required",
                            "terms",
                            "declarations")),
            Map.entry("LifecycleWire", Set.of("holding", "hold", "beforeReset")),
            // Lab 7's control reads the defence its gate was requested under, and what type-to-confirm asks for.
            Map.entry("SelfApprovalDeletion", Set.of("defence", "typeToConfirm")));

    private final JavaClasses classes = ProductionClasses.get();

    @Test
    void onlyTheHumanConfirmControlCallsAConfirm() {
        ArchRule rule = methods()
                .that()
                .haveNameStartingWith("confirm")
                .and()
                .areDeclaredInClassesThat()
                .resideInAPackage(CONSENT + "..")
                .should(onlyBeReachedFrom(
                        "a human decision control", origin -> origin.getOwner().isAssignableTo(DECISION_CONTROL)))
                .andShould()
                .notBePublic()
                .andShould(takeA(HUMAN_DECISION))
                .because("a confirm performs an effect, and only a person's click in their own page stands for a "
                        + "decision");
        rule.check(classes);
    }

    @Test
    void onlyAConfirmOpensAGate() {
        method(CONSENT + ".GateDecisions", "decide")
                .should(onlyBeReachedFromAConfirm())
                .because("opening a gate (or recording consent toward it) is what a confirm does, and nothing else")
                .check(classes);
    }

    @Test
    void onlyTheConfirmControlMintsAHumanDecision() {
        methods()
                .that()
                .areDeclaredInClassesThat()
                .haveFullyQualifiedName(HUMAN_DECISIONS)
                .and()
                .areNotPrivate()
                .should(onlyBeReachedFrom(
                        "a human decision control", origin -> origin.getOwner().isAssignableTo(DECISION_CONTROL)))
                .because("a HumanDecision is the runtime credential a confirm and a release demand; every method "
                        + "of HumanDecisions mints one, whether it returns it or, for an approver, an Optional of it")
                .check(classes);
    }

    @Test
    void aHumanDecisionIsBornInOnePlace() {
        constructors()
                .that()
                .areDeclaredInClassesThat()
                .haveFullyQualifiedName(HUMAN_DECISION)
                .should(onlyBeReachedFrom("HumanDecisions, the kernel's one mint", ownedBy(HUMAN_DECISIONS)))
                .because("a person's decision is made from their control event in one place, so every path "
                        + "that makes one is the same path")
                .check(classes);
    }

    @Test
    void onlyTheKernelAndTheDemosMakeATrustedClick() {
        constructors()
                .that()
                .areDeclaredInClassesThat()
                .haveFullyQualifiedName(TRUSTED_CLICK)
                .should(onlyBeReachedFrom(
                        "the kernel, the failure-mode demos' scripts, or the event's own trusted-activation check",
                        origin -> origin.getOwner().getName().equals(TRUSTED_CLICK)
                                || origin.getOwner().getPackageName().equals(CONSENT)
                                || origin.getOwner().getPackageName().equals(DEMO)))
                .because("a trusted click is the server's word that a person pressed; anything else that made "
                        + "one could press Confirm for the person")
                .check(classes);
    }

    @Test
    void theDecisionCardsOnlyShowAndAsk() {
        noClasses()
                .that()
                .resideInAPackage(CARDS)
                .should()
                .dependOnClassesThat(theDecidingPartsOr(CARD_LISTENERS))
                .because("a card takes data and fires what the person asked for; the kernel judges the click and "
                        + "decides")
                .check(classes);
        noClasses()
                .that()
                .resideInAnyPackage(AGENT_FACING)
                .should()
                .dependOnClassesThat()
                .resideInAPackage(CARDS)
                .because("an agent never builds a person's card nor hears what the person asked for")
                .check(classes);
    }

    @Test
    void theControlsOnlyBuildCardsAndHandThemToTheKernel() {
        noClasses()
                .that()
                .resideInAPackage(CONTROLS)
                .should()
                .dependOnClassesThat(theDecidingPartsOr(TRUSTED_CLICK))
                .because("the controls build a card from the records and hand it to the kernel, which alone judges "
                        + "the click and decides")
                .check(classes);
        methods()
                .that()
                .areDeclaredInClassesThat()
                .haveFullyQualifiedName(CARD_LISTENERS)
                .and()
                .arePublic()
                .should(onlyBeReachedFrom(
                        "the decision controls",
                        origin -> origin.getOwner().getPackageName().equals(CONTROLS)))
                .because("a card is listened to as the controls built it, for the viewer they built it for")
                .check(classes);
    }

    @Test
    void agentFacingCodeNeverTouchesAPersonsDecisionOrClick() {
        noClasses()
                .that()
                .resideInAnyPackage(AGENT_FACING)
                .should()
                .dependOnClassesThat(namedAnyOf(HUMAN_DECISION, HUMAN_DECISIONS, TRUSTED_CLICK))
                .orShould()
                .dependOnClassesThat()
                .resideInAPackage(DEMO + "..")
                .because("an agent can ask for a decision, never make one or the click it is made from, nor "
                        + "reach the demos, which play a person who decides and clicks")
                .check(classes);
    }

    @Test
    void onlyTheDemosPlayTheScriptedPerson() {
        noClasses()
                .that()
                .resideOutsideOfPackages(CONSENT, DEMO)
                .should()
                .dependOnClassesThat()
                .haveFullyQualifiedName(SCRIPTED_PERSON)
                .because("the scripted person decides gates without a click; only a demo run, started by the "
                        + "visitor's own click on Run, may play it")
                .check(classes);
    }

    @Test
    void aReleaseOfHeldRequestsIsADecision() {
        methods()
                .that()
                .haveName("deliver")
                .and()
                .areDeclaredInClassesThat()
                .resideInAPackage(CONSENT + "..")
                .should(onlyBeReachedFrom(
                        "code that holds a person's decision",
                        origin -> origin.getRawParameterTypes().stream()
                                .anyMatch(type -> type.getName().equals(HUMAN_DECISION))))
                .because("a held request reaching its record is an effect: it needs the same minted human "
                        + "decision as a confirm")
                .check(classes);
    }

    @Test
    void theChangeCodeIsReachedOnlyFromAnEffect() {
        method(TOOLS + ".LifecycleTool", "apply")
                .should(onlyBeReachedFrom(
                        "an effect: a request reaching the record after every decision",
                        origin -> Set.of("send", "deliver", "effect").contains(origin.getName())))
                .because("Lab 5's change code is also what the registry's refund_order and send_payment run: "
                        + "reached from anywhere else, it would be an effect without a decision")
                .check(classes);
        method(TOOLS + ".ArgumentBoundTool", "effect")
                .should(onlyBeReachedFromAConfirm())
                .because("the effect that runs with a call's (possibly edited) arguments runs only from a decision")
                .check(classes);
        method(GATES, "edit")
                .should(onlyBeReachedFrom(
                        "the person's confirmEdited", origin -> origin.getName().equals("confirmEdited")))
                .because("only the person, deciding, changes the arguments a gate runs with")
                .check(classes);
        method(GATES, "replaceArgs")
                .should(onlyBeReachedFrom("the approval-not-bound wrong design", ownedBy(CONSENT + ".WrongDesigns")))
                .because("arguments replaced under a pending decision are the wrong design, and only it does that")
                .check(classes);
    }

    /** A defence judges what reached Confirm; it never makes the decision, nor runs what a decision allows. */
    @Test
    void theDefencesJudgeButNeverDecide() {
        noClasses()
                .that()
                .resideInAPackage(DEFENCE)
                .should()
                .dependOnClassesThat(theDecidingPartsOr(TRUSTED_CLICK))
                .because("a judge answers with a Judgement; only the kernel turns an accepted one into a "
                        + "HumanDecision and confirms, so a judge can refuse but never open a gate")
                .check(classes);
    }

    @Test
    void onlyTheKernelHearsAJudge() {
        noClasses()
                .that()
                .resideOutsideOfPackages(CONSENT, DEFENCE)
                .should()
                .dependOnClassesThat(DescribedPredicate.describe(
                        "a judge of consent.defence (anything there but the ConfirmDefence read model)",
                        (JavaClass type) -> type.getPackageName().equals(DEFENCE)
                                && !type.getName().startsWith(DEFENCE + ".ConfirmDefence")))
                .because("what a judge accepts becomes a decision only in the kernel that listens to the card; "
                        + "anyone else holding a judge could feed it what the page never sent")
                .check(classes);
    }

    /** The kernel's rows are public only for the kernel next door: the rest of consent may read a gate, never write one. */
    @Test
    void onlyTheConsentBoundaryReachesTheKernelsRows() {
        noClasses()
                .that()
                .resideOutsideOfPackage(CONSENT + "..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage(STORE)
                .because("gate rows and standing yeses are the kernel's records; everyone else reads gates through "
                        + "ConsentGates, BatchGates or a gate's read model")
                .check(classes);
    }

    @Test
    void onlyTheKernelWritesAGateRow() {
        methods()
                .that()
                .areDeclaredInClassesThat()
                .haveFullyQualifiedName(GATES)
                .and()
                .arePublic()
                .and()
                .doNotHaveName("find")
                .and()
                .doNotHaveName("edit")
                .should(onlyBeReachedFrom(
                        "the kernel",
                        origin -> origin.getOwner().getPackageName().equals(CONSENT)))
                .because("a gate is armed, decided, consented to and raised only where the kernel decides it; a "
                        + "gated tool or a control that wrote a gate row could open a gate without a decision")
                .check(classes);
    }

    @Test
    void aStandingYesAgainstThePolicyIsOnlyTheWrongDesigns() {
        method(STORE + ".SessionAllowances", "rememberAgainstPolicy")
                .should(onlyBeReachedFrom("the remembered-yes wrong design", ownedBy(CONSENT + ".WrongDesigns")))
                .because("a standing yes the policy forbids is the wrong design the instructor switches on, and "
                        + "only it writes one")
                .check(classes);
    }

    @Test
    void aStandingYesIsGrantedOnlyByAConfirm() {
        method(STORE + ".SessionAllowances", "grant")
                .should(onlyBeReachedFromAConfirm())
                .because("\"allow for this session\" is a person's decision, granted only by their confirm")
                .check(classes);
    }

    @Test
    void theConsentBoundarysPublicDoorIsTheRule() {
        classes()
                .that()
                .resideInAnyPackage(CONSENT, TOOLS)
                .and()
                .arePublic()
                .should(beAReadModelOrNamedIn(DOOR.keySet()))
                .because("public types of the boundary are read models and the door: request entry points, "
                        + "decision-control factories and fail-closed operations")
                .check(classes);
        methods()
                .that()
                .areDeclaredInClassesThat()
                .resideInAnyPackage(CONSENT, TOOLS)
                .and()
                .arePublic()
                .and()
                .areDeclaredInClassesThat()
                .arePublic()
                .should(beARequestReadOrDoorMethod())
                .because("every other public method of the boundary would widen what the rest of the app can do "
                        + "to a gate or an effect")
                .check(classes);
    }

    @Test
    void featurePackagesAreFreeOfCycles() {
        slices().matching("org.consentlab.(*)..")
                .should()
                .beFreeOfCycles()
                .because("a loop between features means neither can be read, changed or tested alone")
                .check(classes);
    }

    @Test
    void theBaseKnowsNoFeature() {
        noClasses()
                .that()
                .resideInAPackage("org.consentlab.base..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(FEATURES)
                .because("the frame learns about features through @Menu and contributions, never by importing them")
                .check(classes);
    }

    /** Every feature package: the base and the sandbox below them all are not features. */
    static final String[] FEATURES = {
        "org.consentlab.account..",
        "org.consentlab.agent..",
        "org.consentlab.approval..",
        "org.consentlab.audit..",
        "org.consentlab.cart..",
        "org.consentlab.consent..",
        "org.consentlab.demo..",
        "org.consentlab.draft..",
        "org.consentlab.export..",
        "org.consentlab.fixit..",
        "org.consentlab.inspector..",
        "org.consentlab.instructor..",
        "org.consentlab.lab..",
        "org.consentlab.mcp..",
        "org.consentlab.payment..",
        "org.consentlab.product..",
        "org.consentlab.report..",
        "org.consentlab.scoreboard..",
        "org.consentlab.tool..",
        "org.consentlab.toolcall..",
        "org.consentlab.tour..",
        "org.consentlab.webmcp.."
    };

    @Test
    void theEventRecordsProgressButNeverMakesACallArmsAGateOrWritesTheWire() {
        noClasses()
                .that()
                .resideInAPackage("org.consentlab.scoreboard..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage(CONSENT + "..")
                .orShould()
                .dependOnClassesThat()
                .haveFullyQualifiedName("org.consentlab.toolcall.ToolCallService")
                .orShould()
                .callMethodWhere(WRITES_THE_WIRE)
                .because("a restored continue code marks exercises done from a signed record; it never replays "
                        + "a call, arms or opens a gate, or sends an effect")
                .check(classes);
    }

    @Test
    void agentFacingCodeNeverGradesOrRecordsALearnersAnswer() {
        noClasses()
                .that()
                .resideInAnyPackage(AGENT_FACING)
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.consentlab.fixit..")
                .because("a find-it-fix-it step counts as the learner's only when the learner's own page sent it; "
                        + "an agent that could check answers could mark every challenge solved")
                .check(classes);
    }

    @Test
    void theGuidedTourOnlyReadsTheRecordsAndNeverPressesForTheLearner() {
        noClasses()
                .that()
                .resideInAPackage("org.consentlab.tour..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(CONSENT + "..", "org.consentlab.toolcall..", "org.consentlab.account..")
                .orShould()
                .callMethodWhere(WRITES_THE_WIRE)
                .because("the tour reads where the learner stands from Lab 4's exercise check; it never makes a "
                        + "call, arms or decides a gate, or sends an effect, so every step is the learner's own press")
                .check(classes);
    }

    @Test
    void agentFacingCodeNeverDependsOnTheConsentBoundary() {
        noClasses()
                .that()
                .resideInAnyPackage(AGENT_FACING)
                .should()
                .dependOnClassesThat()
                .resideInAPackage(CONSENT + "..")
                .allowEmptyShould(true)
                .check(classes);
    }

    /** A passkey's verification is evidence only the kernel reads before a person's decision: no agent reaches it. */
    @Test
    void agentFacingCodeNeverReachesPasskeyVerification() {
        noClasses()
                .that()
                .resideInAnyPackage(AGENT_FACING)
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.consentlab.passkey..")
                .because("an agent may request; only the person's page asks their authenticator, and only the kernel "
                        + "verifies what it signed")
                .check(classes);
    }

    @Test
    void onlyTheDefencesJudgeVerifiesAPasskeysYesToACall() {
        noClasses()
                .that()
                .resideOutsideOfPackages(DEFENCE, "org.consentlab.passkey")
                .should()
                .callMethod(
                        org.consentlab.passkey.CallPasskeys.class,
                        "verify",
                        org.consentlab.sandbox.SandboxId.class,
                        long.class,
                        String.class,
                        String.class,
                        org.consentlab.passkey.PasskeyOwner.class)
                .orShould()
                .callMethod(
                        org.consentlab.passkey.CallPasskeys.class,
                        "ask",
                        org.consentlab.sandbox.SandboxId.class,
                        long.class,
                        String.class,
                        org.consentlab.passkey.RelyingParty.class,
                        org.consentlab.passkey.PasskeyOwner.class)
                .orShould()
                .callMethod(
                        org.consentlab.passkey.CallPasskeys.class,
                        "said",
                        long.class,
                        org.consentlab.passkey.PasskeyWords.class)
                .because("a verified passkey is the evidence Lab 7's passkey judge reads before the kernel has "
                        + "HumanDecisions mint the decision; nowhere else may a challenge be issued or answered, "
                        + "nor what the judge said of a call be written")
                .check(classes);
    }

    /** An approver's passkey yes is evidence only the kernel reads before it mints the approver's decision. */
    @Test
    void onlyTheDefencesJudgeAsksAndVerifiesAnApproversPasskey() {
        noClasses()
                .that()
                .resideOutsideOfPackages(DEFENCE, "org.consentlab.passkey")
                .should()
                .callMethod(
                        org.consentlab.passkey.ApproverCallPasskeys.class,
                        "verify",
                        String.class,
                        long.class,
                        String.class,
                        String.class)
                .orShould()
                .callMethod(
                        org.consentlab.passkey.ApproverCallPasskeys.class,
                        "ask",
                        String.class,
                        long.class,
                        String.class,
                        org.consentlab.passkey.RelyingParty.class)
                .because(
                        "an approver's verified passkey is the evidence the approver's judge (consent.defence) reads before "
                                + "the kernel's HumanDecisions mints the approver's decision; nowhere else may its challenge be issued or answered")
                .check(classes);
    }

    /** An authenticator played in software signs whatever it is asked: only a demo's scripted people hold one. */
    @Test
    void onlyTheDemosPlayAnAuthenticatorInSoftware() {
        noClasses()
                .that()
                .resideOutsideOfPackages(DEMO, "org.consentlab.passkey")
                .should()
                .dependOnClassesThat()
                .haveFullyQualifiedName("org.consentlab.passkey.SoftwareAuthenticator")
                .because("a software authenticator reports the person verified without asking anyone; outside a "
                        + "demo's own twin sandboxes it would be a yes no person gave")
                .check(classes);
    }

    /** Anyone's passkey signing a sandbox's call is the any-passkey wrong design, and only it says so. */
    @Test
    void onlyTheAnyPasskeyWrongDesignLetsAnyonesPasskeySign() {
        methods()
                .that()
                .haveName("anyone")
                .and()
                .areDeclaredIn(org.consentlab.passkey.PasskeyOwner.class)
                .should(onlyBeReachedFrom("the any-passkey wrong design", ownedBy(CONSENT + ".WrongDesigns")))
                .because("a passkey registered for another sandbox signing this sandbox's call is the wrong design "
                        + "the instructor switches on, never a path of the correct one")
                .check(classes);
        constructors()
                .that()
                .areDeclaredIn(org.consentlab.passkey.PasskeyOwner.Anyone.class)
                .should(onlyBeReachedFrom(
                        "PasskeyOwner.anyone, which only the wrong design calls",
                        ownedBy("org.consentlab.passkey.PasskeyOwner")))
                .because("the wrong design's door is one method, reached from one place")
                .check(classes);
    }

    /** Whose passkey may sign is chosen in one place, under the any-passkey failure mode. */
    @Test
    void whosePasskeyMaySignIsChosenInOnePlace() {
        method(CONSENT + ".WrongDesigns", "anyRegisteredPasskeySigns")
                .should(onlyBeReachedFrom("the choice of whose passkey may sign", ownedBy(DEFENCE + ".PasskeySigners")))
                .because("the wrong design is chosen in one place, under its failure mode")
                .check(classes);
    }

    /** Lab 4's defence is chosen in one place, under the agent-presses-confirm failure mode. */
    @Test
    void lab4sDefenceIsChosenInOnePlace() {
        method(CONSENT + ".WrongDesigns", "anyClickConfirms")
                .should(onlyBeReachedFrom(
                        "the choice of Lab 4's defence",
                        origin -> origin.getOwner().getName().equals(DEFENCE + ".ConfirmDefence")
                                && origin.getName().equals("ofLab4")))
                .because("the wrong design is chosen in one place, under its failure mode")
                .check(classes);
    }

    @Test
    void screensAndAgentsNeverWriteTheWire() {
        noClasses()
                .that()
                .resideInAnyPackage(AGENT_FACING)
                .or()
                .resideInAnyPackage("..ui..")
                .should()
                .callMethodWhere(WRITES_THE_WIRE)
                .check(classes);
    }

    @Test
    void systemsOfRecordOnlyReadSeedAndReset() {
        noClasses()
                .that()
                .resideInAnyPackage(
                        "org.consentlab.account",
                        "org.consentlab.report..",
                        "org.consentlab.payment",
                        "org.consentlab.draft")
                .should()
                .callMethodWhere(WRITES_THE_WIRE)
                .orShould()
                .dependOnClassesThat()
                .resideInAPackage(CONSENT + "..")
                .check(classes);
    }

    /** Every method of the wire but its named reads: record, hold, settling a held request, and any added later. */
    static final DescribedPredicate<JavaMethodCall> WRITES_THE_WIRE = DescribedPredicate.describe(
            "a method that writes the wire",
            call -> call.getTargetOwner().isEquivalentTo(WireLog.class)
                    && !Set.of("entries", "latest", "latestOfLab", "ofCalls").contains(call.getName()));

    /**
     * What an agent receives is protocol, read by agents and graders in one language: the MCP and
     * WebMCP adapters, the tool declarations and the tool-call service never translate (their pages,
     * in {@code ui} packages, do).
     */
    @Test
    void whatAnAgentReceivesIsNeverTranslated() {
        noClasses()
                .that()
                .resideInAnyPackage("org.consentlab.mcp", "org.consentlab.webmcp", "org.consentlab.tool..")
                .or()
                .resideInAPackage("org.consentlab.toolcall")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("org.consentlab.i18n..")
                .check(classes);
    }

    @Test
    void viewsArePackagePrivate() {
        classes().that().areAnnotatedWith(Route.class).should().notBePublic().check(classes);
    }

    private static ArchCondition<JavaClass> beAReadModelOrNamedIn(Set<String> door) {
        return new ArchCondition<>("be a record, an enum or an interface, or one of " + door) {
            @Override
            public void check(JavaClass type, ConditionEvents events) {
                boolean readModel = type.isRecord() || type.isEnum() || type.isInterface();
                boolean inDoor = door.contains(type.getSimpleName())
                        || type.getEnclosingClass()
                                .map(outer -> outer.isRecord() || outer.isEnum())
                                .orElse(false);
                if (!readModel && !inDoor) {
                    events.add(SimpleConditionEvent.violated(type, type.getName() + " is public"));
                }
            }
        };
    }

    private static ArchCondition<JavaMethod> beARequestReadOrDoorMethod() {
        return new ArchCondition<>("be a request* entry point, a read model's, or in the door " + DOOR) {
            @Override
            public void check(JavaMethod method, ConditionEvents events) {
                JavaClass owner = method.getOwner();
                boolean allowed = method.getName().startsWith("request")
                        || owner.isRecord()
                        || owner.isEnum()
                        || owner.isInterface()
                        || method.getModifiers().contains(JavaModifier.SYNTHETIC)
                        || DOOR.getOrDefault(owner.getSimpleName(), Set.of()).contains(method.getName());
                if (!allowed) {
                    events.add(SimpleConditionEvent.violated(method, method.getFullName() + " is public"));
                }
            }
        };
    }

    private static ArchCondition<JavaMethod> takeA(String typeName) {
        return new ArchCondition<>("take a " + typeName) {
            @Override
            public void check(JavaMethod method, ConditionEvents events) {
                if (method.getRawParameterTypes().stream()
                        .noneMatch(type -> type.getName().equals(typeName))) {
                    events.add(SimpleConditionEvent.violated(method, method.getFullName() + " takes no decision"));
                }
            }
        };
    }

    /** The methods named {@code name} of the class {@code owner} (its fully qualified name). */
    private static GivenMethodsConjunction method(String owner, String name) {
        return methods()
                .that()
                .areDeclaredInClassesThat()
                .haveFullyQualifiedName(owner)
                .and()
                .haveName(name);
    }

    /** Any of the classes named (fully qualified): a dependency on one of them breaks the rule. */
    private static DescribedPredicate<JavaClass> namedAnyOf(String... names) {
        Set<String> named = Set.of(names);
        return DescribedPredicate.describe(
                "have a fully qualified name among " + named, (JavaClass type) -> named.contains(type.getName()));
    }

    /**
     * What decides and runs an effect in the kernel ({@code HumanDecision} and its mint, the gated tool,
     * the decision path, the gates' facade), or {@code other}: what cards, controls and judges never reach.
     */
    private static DescribedPredicate<JavaClass> theDecidingPartsOr(String other) {
        return namedAnyOf(
                HUMAN_DECISION,
                HUMAN_DECISIONS,
                CONSENT + ".GatedTool",
                CONSENT + ".GateDecisions",
                CONSENT + ".ConsentGates",
                other);
    }

    /** A code unit of the class {@code owner} (its fully qualified name), lambdas in it included. */
    private static Predicate<JavaCodeUnit> ownedBy(String owner) {
        return origin -> origin.getOwner().getName().equals(owner);
    }

    private static ArchCondition<JavaCodeUnit> onlyBeReachedFromAConfirm() {
        return onlyBeReachedFrom("a confirm* method", origin -> origin.getName().startsWith("confirm"));
    }

    /**
     * Called or referenced ({@code Type::method} hands the method out as well) only from code
     * units that {@code origin} accepts; a call inside a lambda counts as its enclosing class's.
     */
    private static ArchCondition<JavaCodeUnit> onlyBeReachedFrom(String description, Predicate<JavaCodeUnit> origin) {
        return new ArchCondition<>("only be called or referenced from " + description) {
            @Override
            public void check(JavaCodeUnit unit, ConditionEvents events) {
                for (JavaAccess<?> access : unit.getAccessesToSelf()) {
                    if (!origin.test(access.getOrigin())) {
                        events.add(SimpleConditionEvent.violated(access, access.getDescription()));
                    }
                }
            }
        };
    }
}
