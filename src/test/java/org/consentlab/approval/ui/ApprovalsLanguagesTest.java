package org.consentlab.approval.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.html.Code;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.i18n.I18NProvider;
import java.util.Locale;
import org.consentlab.SignedInBrowserlessTest;
import org.consentlab.i18n.Language;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.security.test.context.support.WithMockUser;

/**
 * The sign-in and approvals pages in German and Arabic, checked by key against the bundles (never
 * by a copied sentence); the local accounts' user names and passwords stay code in every language.
 */
class ApprovalsLanguagesTest extends SignedInBrowserlessTest {

    @Autowired
    I18NProvider texts;

    @Test
    void theSignInPageSpeaksGermanAndKeepsTheAccountsAsCode() {
        openIn(Locale.GERMAN, LoginView.class);

        assertThat(find(H1.class).all().getFirst().getText())
                .isEqualTo(texts.getTranslation("approval.login.title", Locale.GERMAN));
        assertThat(find(Paragraph.class).id("login-explainer").getText())
                .isEqualTo(texts.getTranslation("approval.login.who", Locale.GERMAN));
        Paragraph local = find(Paragraph.class).id("login-local-accounts");
        assertThat(local.getElement().getTextRecursively())
                .contains(texts.getTranslation("approval.login.local.instructor", Locale.GERMAN))
                .doesNotContain("the approver");
        assertThat(find(Code.class).all().stream().map(Code::getText))
                .contains("approver", "approve-locally", "instructor", "teach-locally");
    }

    @Test
    void theSignInPageRunsRightToLeftInArabic() {
        Locale arabic = Language.ARABIC.locale();
        openIn(arabic, LoginView.class);

        assertThat(find(Paragraph.class).id("login-local-accounts").getElement().getTextRecursively())
                .contains(texts.getTranslation("approval.login.local.approver", arabic))
                .doesNotContain("sign in as");
    }

    @Test
    @WithMockUser(username = "dana", roles = "APPROVER")
    void theApprovalsPageSpeaksArabic() {
        Locale arabic = Language.ARABIC.locale();
        openIn(arabic, ApprovalsView.class);

        assertThat(find(H1.class).all().getFirst().getText()).isEqualTo(texts.getTranslation("approval.title", arabic));
        assertThat(find(Paragraph.class).id("approver-name").getText())
                .isEqualTo(texts.getTranslation("approval.signed-in-as", arabic, "dana"));
        assertThat(find(Paragraph.class).id("approver-scope").getText())
                .isEqualTo(texts.getTranslation("approval.scope.outside", arabic));
        assertThat(find(H2.class).id("approver-passkey-title").getText())
                .isEqualTo(texts.getTranslation("approval.passkey.title", arabic));
    }
}
