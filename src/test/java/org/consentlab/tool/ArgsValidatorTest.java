package org.consentlab.tool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

class ArgsValidatorTest {

    private final ArgsValidator validator = new ArgsValidator(JsonMapper.shared());
    private final ToolDeclaration tool = ToolDeclaration.of(
            "get_product_details",
            "Product",
            "Reads a product",
            """
            {"type":"object","properties":{"productId":{"type":"string"}},"required":["productId"],\
            "additionalProperties":false}""",
            "{\"productId\":\"P-1\"}",
            RiskDeclaration.of(Kind.READ, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.DEFAULT),
            true);

    @Test
    void validArgsPass() {
        assertThat(validator
                        .validate(tool, "{\"productId\":\"P-1\"}")
                        .get("productId")
                        .asString())
                .isEqualTo("P-1");
    }

    @Test
    void aTypeErrorNamesTheFieldAndWhatWasExpected() {
        assertThatThrownBy(() -> validator.validate(tool, "{\"productId\":5}"))
                .isInstanceOf(InvalidToolCall.class)
                .hasMessageContaining("arguments/productId: integer found, string expected")
                .hasMessageContaining("string expected")
                .hasMessageContaining("Nothing was changed");
    }

    private final ToolDeclaration cart = ToolDeclaration.of(
            "add_to_cart",
            "Cart",
            "Adds to the cart",
            """
            {"type":"object","properties":{"sku":{"type":"string"},"quantity":{"type":"integer","minimum":1,\
            "maximum":10},"reason":{"type":"string"}},"required":["sku"],"additionalProperties":false}""",
            "{\"sku\":\"MUG-01\"}",
            RiskDeclaration.of(Kind.WRITE, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.DEFAULT),
            false);

    @Test
    void aMissingFieldIsNamedFromTheArgumentsRoot() {
        assertThatThrownBy(() -> validator.validate(tool, "{}"))
                .hasMessage("Invalid arguments for get_product_details: arguments: required property 'productId' "
                        + "not found. Nothing was changed.");
    }

    @Test
    void numbersBeyondADoubleNeverBecomeInfinity() {
        for (String huge : new String[] {"1e309", "-1e309"}) {
            assertThatThrownBy(() -> validator.validate(cart, "{\"sku\":\"A\",\"reason\":" + huge + "}"))
                    .as(huge)
                    .isInstanceOf(InvalidToolCall.class)
                    .hasMessageContaining("arguments/reason: ")
                    .hasMessageContaining("too large a number")
                    .hasMessageNotContaining("Infinity");
            assertThatThrownBy(() -> validator.validate(cart, "{\"sku\":\"A\",\"quantity\":" + huge + "}"))
                    .as(huge)
                    .hasMessageContaining("arguments/quantity: ")
                    .hasMessageContaining("too large a number")
                    .hasMessageNotContaining("string found");
        }
    }

    @Test
    void anIntegerBeyond64BitsIsRefusedByNameWithoutEchoingIt() {
        String digits = "9".repeat(400);
        assertThatThrownBy(() -> validator.validate(cart, "{\"sku\":\"A\",\"quantity\":" + digits + "}"))
                .isInstanceOf(InvalidToolCall.class)
                .hasMessageContaining("arguments/quantity: " + "9".repeat(40) + "… (400 characters) is too large")
                .hasMessageNotContaining("Node")
                .hasMessageNotContaining(digits);
        assertThatThrownBy(() -> validator.validate(cart, "{\"sku\":\"A\",\"quantity\":9223372036854775808}"))
                .hasMessageContaining("arguments/quantity: 9223372036854775808 is too large a number");
    }

    @Test
    void anIntegerFieldRefusesAFractionHoweverSmall() {
        assertThatThrownBy(
                        () -> validator.validate(cart, "{\"sku\":\"A\",\"quantity\":1.0000000000000000000000000001}"))
                .isInstanceOf(InvalidToolCall.class)
                .hasMessageContaining("arguments/quantity: 1.0000000000000000000000000001 is not a whole number");
        assertThatThrownBy(() -> validator.validate(cart, "{\"sku\":\"A\",\"quantity\":1E-400}"))
                .hasMessageContaining("arguments/quantity: 1E-400 is not a whole number");
        assertThat(validator
                        .validate(cart, "{\"sku\":\"A\",\"quantity\":2.0}")
                        .get("quantity")
                        .asInt())
                .isEqualTo(2);
        assertThat(validator
                        .validate(cart, "{\"sku\":\"A\",\"quantity\":3}")
                        .get("quantity")
                        .isInt())
                .isTrue();
    }

    @Test
    void textMustBeValidUnicode() {
        assertThatThrownBy(() -> validator.validate(cart, "{\"sku\":\"A\",\"reason\":\"\\ud83d\"}"))
                .isInstanceOf(InvalidToolCall.class)
                .hasMessageContaining("arguments/reason: the text is not valid Unicode (a lone surrogate \\ud83d");
        assertThatThrownBy(() -> validator.validate(cart, "{\"sku\":\"A\",\"reason\":\"x\\udc00y\"}"))
                .hasMessageContaining("lone surrogate \\udc00 at character 2");
        assertThatThrownBy(() -> validator.validate(cart, "{\"sku\":\"A\",\"\\ud800\":1}"))
                .hasMessageContaining("arguments: a key is not valid Unicode");
        assertThat(validator
                        .validate(cart, "{\"sku\":\"A\",\"reason\":\"\\ud83d\\ude00 ☃\"}")
                        .get("reason")
                        .asString())
                .isEqualTo("😀 ☃");
    }

    @Test
    void brokenJsonSaysWhereItBroke() {
        assertThatThrownBy(() -> validator.validate(tool, "{\"x\":"))
                .isInstanceOf(InvalidToolCall.class)
                .hasMessageStartingWith("Arguments are not valid JSON at line 1, column");
    }

    @Test
    void oversizedArgsAreRefusedBeforeParsing() {
        String huge = "{\"productId\":\"" + "x".repeat(ArgsValidator.MAX_ARGS_CHARS) + "\"}";
        assertThatThrownBy(() -> validator.validate(tool, huge)).hasMessageContaining("too large");
    }

    @Test
    void toolNamesAreChecked() {
        assertThatThrownBy(() -> ToolDeclaration.of(
                        "no spaces allowed",
                        "t",
                        "d",
                        "{}",
                        "{}",
                        RiskDeclaration.of(Kind.READ, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.DEFAULT),
                        true))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
