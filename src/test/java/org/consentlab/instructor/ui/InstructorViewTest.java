package org.consentlab.instructor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.Svg;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import org.consentlab.SignedInBrowserlessTest;
import org.consentlab.instructor.Classes;
import org.consentlab.instructor.JoinCode;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.security.test.context.support.WithMockUser;

class InstructorViewTest extends SignedInBrowserlessTest {

    @Autowired Classes classes;

    @Test
    @WithMockUser(username = "ines-create", roles = {"INSTRUCTOR", "APPROVER"})
    void aClassNeedsANameAndThenShowsItsCodeJoinAddressAndQrCode() {
        navigate(InstructorView.class);
        TextField name = find(TextField.class).id("class-name");

        test(find(Button.class).id("class-create")).click();
        assertThat(name.isInvalid()).isTrue();
        assertThat(name.getErrorMessage()).contains("Give the class a name");
        assertThat(classes.ofInstructor("ines-create")).isEmpty();

        test(name).setValue("Tuesday consent");
        test(find(Button.class).id("class-create")).click();

        assertThat(name.isInvalid()).isFalse();
        String code = find(Span.class).id("class-code").getText();
        assertThat(JoinCode.parse(code)).map(JoinCode::value).hasValue(code);
        assertThat(find(Anchor.class).id("class-join-url").getHref()).endsWith("/join/" + code);
        assertThat(find(Svg.class).id("class-qr").getElement().getProperty("innerHTML", "")).isNotNull();
        assertThat(QrCode.svg("http://x/join/" + code)).startsWith("<svg").contains("<path");
        assertThat(find(Select.class).id("class-pick").getValue()).extracting("name").isEqualTo("Tuesday consent");
        assertThat(classes.ofInstructor("ines-create")).singleElement().extracting("code.value").isEqualTo(code);
    }
}
