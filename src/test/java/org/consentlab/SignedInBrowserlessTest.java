package org.consentlab;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.context.SecurityContextHolderStrategy;

/**
 * Browserless tests of pages behind a sign-in, with {@code @WithMockUser}. That annotation puts
 * the user into this application context's holder strategy (Vaadin registers one per context),
 * while the browserless request reads the static holder, which points at whichever context the
 * suite started last; so it is pointed at this context before the Vaadin environment is made.
 */
public abstract class SignedInBrowserlessTest extends LabBrowserlessTest {

    @Autowired
    SecurityContextHolderStrategy securityContexts;

    @Override
    @BeforeEach
    protected void initVaadinEnvironment() {
        SecurityContextHolder.setContextHolderStrategy(securityContexts);
        super.initVaadinEnvironment();
    }

    /** On the instructor's page, as the instructor does it: the class's name, then Create. */
    protected void createClass(String name) {
        test(find(TextField.class).id("class-name")).setValue(name);
        test(find(Button.class).id("class-create")).click();
    }
}
