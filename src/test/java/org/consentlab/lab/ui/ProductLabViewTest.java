package org.consentlab.lab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextArea;
import org.consentlab.LabBrowserlessTest;
import org.consentlab.sandbox.CurrentSandbox;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.tool.ToolDeclaration;
import org.consentlab.toolcall.WireEntry;
import org.consentlab.toolcall.WireLog;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

class ProductLabViewTest extends LabBrowserlessTest {

    @Autowired
    CurrentSandbox current;

    @Autowired
    WireLog wire;

    private SandboxId sandbox;

    @BeforeEach
    void open() {
        navigate(ProductLabView.class);
        sandbox = current.get();
    }

    @Test
    void readNeedsNoGateAndLeavesTheWireEmpty() {
        assertThat(inspectorTool().getValue().name()).isEqualTo("get_product_details");
        test(find(Button.class).id("inspector-invoke")).click();
        assertThat(test(find(Pre.class).id("inspector-result")).getText())
                .contains("Trail mug (MUG-01): €14.00")
                .contains("\"isError\" : false");
        assertThat(wire.entries(sandbox)).isEmpty();
        assertThat(find(com.vaadin.flow.component.html.Div.class)
                        .id("tool-gradient")
                        .getElement()
                        .getTextRecursively())
                .contains("get_product_details · read · nothing changes → none")
                .contains("save_for_later · write · reversible-by-user → none");
    }

    @Test
    void eachCardShowsTheSkuTheToolsTake() {
        for (String sku : new String[] {"MUG-01", "LAMP-02", "BOOK-03"}) {
            assertThat(find(Span.class).id("product-sku-" + sku).getText()).isEqualTo("SKU " + sku);
        }
    }

    @Test
    void cheapWritesFireDirectly() {
        test(find(Button.class).id("product-save-LAMP-02")).click();
        assertThat(find(Button.class).id("product-save-LAMP-02").isEnabled()).isFalse();
        test(find(Button.class).id("product-add-BOOK-03")).click();
        assertThat(find(Span.class).id("product-cart-count").getText()).isEqualTo("1");
        assertThat(wire.entries(sandbox))
                .extracting(WireEntry::request)
                .containsExactly("POST /api/saved-items", "POST /api/cart/items");
    }

    @Test
    void aSavedProductCanBeTakenOffAgainByItsOwnButtonWithoutAGate() {
        assertThat(find(Button.class).withId("product-unsave-LAMP-02").exists())
                .as("nothing saved yet")
                .isFalse();
        test(find(Button.class).id("product-save-LAMP-02")).click();

        test(find(Button.class).id("product-unsave-LAMP-02")).click();

        assertThat(find(com.vaadin.flow.component.html.Paragraph.class)
                        .id("product-result")
                        .getText())
                .isEqualTo("Took LAMP-02 off the saved list.");
        assertThat(find(Button.class).id("product-save-LAMP-02").isEnabled()).isTrue();
        assertThat(find(Button.class).withId("product-unsave-LAMP-02").exists()).isFalse();
        assertThat(wire.entries(sandbox))
                .extracting(WireEntry::request)
                .containsExactly("POST /api/saved-items", "DELETE /api/saved-items/LAMP-02");
    }

    @Test
    void takingOffWhatIsNotSavedChangesNothing() {
        inspectorTool()
                .setValue(inspectorTool()
                        .getListDataView()
                        .getItems()
                        .filter(tool -> tool.name().equals("remove_from_saved"))
                        .findFirst()
                        .orElseThrow());
        test(find(TextArea.class).id("inspector-args")).setValue("{\"sku\":\"MUG-01\"}");
        test(find(Button.class).id("inspector-invoke")).click();

        assertThat(test(find(Pre.class).id("inspector-result")).getText()).contains("MUG-01 is not on the saved list.");
        assertThat(wire.entries(sandbox)).isEmpty();
    }

    @Test
    void schemaErrorsNameEachFieldAndChangeNothing() {
        inspectorTool()
                .setValue(inspectorTool()
                        .getListDataView()
                        .getItems()
                        .filter(tool -> tool.name().equals("add_to_cart"))
                        .findFirst()
                        .orElseThrow());
        test(find(TextArea.class).id("inspector-args")).setValue("{\"sku\":\"mug\",\"quantity\":99}");
        test(find(Button.class).id("inspector-invoke")).click();
        assertThat(test(find(Pre.class).id("inspector-result")).getText())
                .contains("quantity")
                .contains("\"isError\" : true");
        TextArea args = find(TextArea.class).id("inspector-args");
        assertThat(args.isInvalid()).isTrue();
        assertThat(args.getErrorMessage().lines().filter(line -> line.contains("/sku") || line.contains("/quantity")))
                .as(args.getErrorMessage())
                .hasSize(2);
        assertThat(test(find(Span.class).id("inspector-state")).getText()).endsWith("output-error");

        test(find(TextArea.class).id("inspector-args")).setValue("{\"sku\":\"MUG-01\",\"quantity\":2}");
        test(find(Button.class).id("inspector-invoke")).click();
        assertThat(args.isInvalid()).isFalse();
        assertThat(wire.entries(sandbox)).extracting(WireEntry::request).containsExactly("POST /api/cart/items");
    }

    @SuppressWarnings("unchecked")
    private Select<ToolDeclaration> inspectorTool() {
        return find(Select.class).id("inspector-tool");
    }
}
