package org.consentlab.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.ClickEvent;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.applayout.DrawerToggle;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.dom.DomEvent;
import com.vaadin.flow.internal.ConstantPoolKey;
import com.vaadin.flow.internal.JacksonUtils;
import com.vaadin.flow.internal.change.MapPutChange;
import com.vaadin.flow.internal.nodefeature.ElementListenerMap;
import com.vaadin.flow.shared.Registration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/** A lean button hears every click a Vaadin button hears, and asks the browser for none of its data. */
class LeanButtonTest {

    private final List<String> heard = new ArrayList<>();

    @Test
    void aClickFiredOnTheServerReachesEveryListenerUntilItIsRemoved() {
        LeanButton button = new LeanButton("Go", click -> heard.add("first"));
        Registration second = button.addClickListener(click -> heard.add("second"));

        ComponentUtil.fireEvent(button, new ClickEvent<>(button));
        second.remove();
        button.click();

        assertThat(heard).containsExactly("first", "second", "first");
    }

    @Test
    void aClickInTheBrowserReachesTheListenersFromTheClient() {
        LeanButton button = new LeanButton("Go");
        List<ClickEvent<Button>> clicks = new ArrayList<>();
        button.addClickListener(clicks::add);

        clickInBrowser(button);

        assertThat(clicks).singleElement().satisfies(click -> {
            assertThat(click.isFromClient()).isTrue();
            assertThat(click.getSource()).isSameAs(button);
        });
    }

    @Test
    void aDisabledButtonDropsTheBrowsersClickAndDisableOnClickStillWorks() {
        LeanButton button = new LeanButton("Go", click -> heard.add("clicked"));
        button.setDisableOnClick(true);

        clickInBrowser(button);
        clickInBrowser(button);

        assertThat(heard).containsExactly("clicked");
        assertThat(button.isEnabled()).isFalse();
    }

    @Test
    void theBrowserIsAskedForTheClickAloneWhereAVaadinButtonAsksForTenData() {
        LeanButton lean = new LeanButton("Go", click -> heard.add("lean"));
        Button plain = new Button("Go", click -> heard.add("plain"));
        new UI().add(lean, plain);

        assertThat(clickDataAsked(lean)).isEmpty();
        assertThat(clickDataAsked(plain)).hasSizeGreaterThanOrEqualTo(10);
    }

    @Test
    void theMenuToggleIsVaadinsDrawerToggleElementAskingForNoData() {
        LeanDrawerToggle lean = new LeanDrawerToggle();
        DrawerToggle vaadins = new DrawerToggle();
        new UI().add(lean, vaadins);

        assertThat(lean.getElement().getTag()).isEqualTo(vaadins.getElement().getTag());
        assertThat(clickDataAsked(lean)).isEmpty();
        assertThat(clickDataAsked(vaadins)).hasSizeGreaterThanOrEqualTo(10);
    }

    private static void clickInBrowser(Button button) {
        button.getElement()
                .getNode()
                .getFeature(ElementListenerMap.class)
                .fireEvent(new DomEvent(button.getElement(), "click", JacksonUtils.createObjectNode()));
    }

    /** The expressions the page is told to send with a click, as the server hands them to the browser. */
    private static List<String> clickDataAsked(Button button) {
        List<String> asked = new ArrayList<>();
        button.getElement().getNode().collectChanges(change -> {
            if (change instanceof MapPutChange put
                    && put.getKey().equals("click")
                    && put.getValue() instanceof ConstantPoolKey key) {
                ObjectNode exported = JacksonUtils.createObjectNode();
                key.export(exported);
                JsonNode settings = exported.get(key.getId());
                asked.addAll(settings.propertyNames());
            }
        });
        return asked;
    }
}
