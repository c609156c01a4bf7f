package org.consentlab.tool;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import tools.jackson.databind.json.JsonMapper;

class ArgsValidatorTest {

    private final ArgsValidator validator = new ArgsValidator(JsonMapper.shared());
    private final ToolDeclaration tool = ToolDeclaration.of("get_product_details", "Product", "Reads a product",
            """
            {"type":"object","properties":{"productId":{"type":"string"}},"required":["productId"],\
            "additionalProperties":false}""", "{\"productId\":\"P-1\"}",
            RiskDeclaration.of(Kind.READ, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.DEFAULT), true);

    @Test
    void validArgsPass() {
        assertThat(validator.validate(tool, "{\"productId\":\"P-1\"}").get("productId").asString()).isEqualTo("P-1");
    }

    @Test
    void aTypeErrorNamesTheFieldAndWhatWasExpected() {
        assertThatThrownBy(() -> validator.validate(tool, "{\"productId\":5}"))
                .isInstanceOf(InvalidToolCall.class)
                .hasMessageContaining("/productId")
                .hasMessageContaining("string expected")
                .hasMessageContaining("Nothing was changed");
    }

    @Test
    void aMissingFieldIsNamed() {
        assertThatThrownBy(() -> validator.validate(tool, "{}")).hasMessageContaining("productId");
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
        assertThatThrownBy(() -> ToolDeclaration.of("no spaces allowed", "t", "d", "{}", "{}",
                RiskDeclaration.of(Kind.READ, Reversibility.REVERSIBLE_BY_USER, ConfirmOverride.DEFAULT), true))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
