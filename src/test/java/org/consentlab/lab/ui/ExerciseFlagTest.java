package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.html.Paragraph;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.Channel;
import org.consentlab.toolcall.ToolCallRequest;
import org.consentlab.toolcall.ToolCallService;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** With the event's key, a done exercise shows its flag on its lab page: the HMAC of its id, and only once done. */
@SpringBootTest(properties = "consentlab.ctf.key=" + ExerciseFlagTest.KEY)
class ExerciseFlagTest extends LabBrowserlessTest {

    static final String KEY = "the-event-key-for-this-test-is-32-bytes-or-more";

    @Autowired
    ToolCallService service;

    @Test
    void aDoneExerciseShowsTheHmacOfItsIdAndAnOpenOneNone() throws Exception {
        navigate(RegistrationLabView.class);
        SandboxId sandbox = sessionSandbox();
        assertThat(find(Paragraph.class).withId("exercise-flag").exists())
                .as("open: no flag")
                .isFalse();

        invoke(sandbox, "{\"sku\":\"MUG-01\",\"quantity\":1}");
        invoke(sandbox, "{\"sku\":\"MUG-01\",\"quantity\":\"many\"}");
        navigate(CartLabView.class);
        navigate(RegistrationLabView.class);

        Paragraph flag = find(Paragraph.class).id("exercise-flag");
        assertThat(flag.isVisible()).isTrue();
        assertThat(flag.getText()).isEqualTo("Flag: " + hmac("lab-1"));
    }

    private void invoke(SandboxId sandbox, String args) {
        service.invoke(new ToolCallRequest(
                sandbox, Channel.INSPECTOR, "inspector", "add_to_cart", args, null, "s", "/labs/registration"));
    }

    private static String hmac(String id) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(KEY.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        return HexFormat.of().formatHex(mac.doFinal(id.getBytes(StandardCharsets.UTF_8)));
    }
}
