package org.consentlab.approval.ui;

import static org.assertj.core.api.Assertions.assertThat;
import static org.consentlab.browser.BrowserTestSupport.*;

import java.util.List;
import org.consentlab.browser.Chromium;
import org.consentlab.consent.LifecycleFixtures;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.WorkshopClass;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebDriver;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * The approvals page inside a class in real Chromium: the approver signs in, types the class's
 * code, and sees its two learners' calls by their names, and neither another class's call nor one
 * from a learner in no class; at 1400×900 and 1024×768, screenshotted, without sideways scrolling.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
@Import(LifecycleFixtures.class)
class ApprovalsInAClassIT {

    @RegisterExtension
    final Chromium chromium = new Chromium();

    @Autowired
    Classes classes;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    LifecycleFixtures lab5;

    @Chromium.Browser
    WebDriver browser;

    @Test
    void anApproverTypesTheClassCodeAndSeesItsTwoLearnersCallsByName() throws Exception {
        WorkshopClass workshop = classes.create("Tuesday workshop", "instructor");
        long adas = lab5.awaitingApprover(learner(workshop, "Ada")).gateId();
        long bens = lab5.awaitingApprover(learner(workshop, "Ben")).gateId();
        long otherClass = lab5.awaitingApprover(learner(classes.create("Other", "instructor"), "Cy"))
                .gateId();
        long alone = lab5.awaitingApprover(sandboxes.create()).gateId();

        browser.get(chromium.url("/approvals"));
        signIn(browser, "approver", "approve-locally");
        waitFor(browser).until(d -> present(d, "approver-class-code"));
        browser.findElement(By.cssSelector("#approver-class-code input")).sendKeys("WRONG1", Keys.ENTER);
        waitFor(browser)
                .until(d ->
                        d.findElement(By.id("approver-class-code")).getText().contains("No class has this code"));
        screenshot(browser, "page-approvals-wrong-class-code-1400");
        browser.findElement(By.cssSelector("#approver-class-code input"))
                .sendKeys(Keys.chord(Keys.CONTROL, "a"), workshop.code().value().toLowerCase(), Keys.ENTER);
        waitFor(browser)
                .until(d -> present(d, "approval-item-" + adas)
                        && text(d, "approver-class").contains("Tuesday"));

        assertThat(text(browser, "approver-class"))
                .isEqualTo("Approving for Tuesday workshop (code " + workshop.code() + ")");
        assertThat(text(browser, "approval-learner-" + adas)).isEqualTo("Ada");
        assertThat(text(browser, "approval-learner-" + bens)).isEqualTo("Ben");
        for (long hidden : List.of(otherClass, alone)) {
            assertThat(present(browser, "approval-item-" + hidden))
                    .as("gate %s", hidden)
                    .isFalse();
        }
        for (Dimension size : List.of(new Dimension(1400, 900), new Dimension(1024, 768))) {
            viewport(browser, size);
            Thread.sleep(300);
            screenshot(browser, "page-approvals-in-a-class-" + size.getWidth());
            assertThat(sidewaysOverflow(browser))
                    .as("sideways scroll at %s", size)
                    .isLessThanOrEqualTo(0);
        }
    }

    private SandboxId learner(WorkshopClass workshop, String name) {
        SandboxId learner = sandboxes.create();
        classes.join(learner, workshop.code(), name);
        return learner;
    }
}
