package org.consentlab.toolcall;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.booleans;
import static org.quicktheories.generators.SourceDSL.doubles;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.strings;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.consentlab.account.Accounts;
import org.consentlab.cart.Cart;
import org.consentlab.consent.ConsentGates;
import org.consentlab.report.Reports;
import org.consentlab.sandbox.SandboxId;
import org.consentlab.sandbox.Sandboxes;
import org.consentlab.tool.ArgsValidator;
import org.consentlab.tool.Channel;
import org.consentlab.tool.Tool;
import org.consentlab.tool.ToolRegistry;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A property of the tool-call service, over generated arguments for every registered tool: a call
 * is either refused with a clear error that changes nothing in the sandbox, or its arguments are
 * valid for the tool's schema. Arguments mix each tool's own field names with stray ones, and
 * values of every JSON type, good values taken from the tools' examples, odd numbers and text.
 */
@SpringBootTest(properties = "spring.datasource.url=jdbc:h2:mem:tool-call-properties;DB_CLOSE_DELAY=-1")
class ToolCallPropertiesTest {

    private static final Pattern INTERNALS =
            Pattern.compile("Exception|[a-z]Node\\b|\\bjava\\.|tools\\.jackson|org\\.consentlab");
    private static final int FIELDS = 3;

    @Autowired
    ToolCallService service;

    @Autowired
    ToolRegistry registry;

    @Autowired
    ArgsValidator validator;

    @Autowired
    Sandboxes sandboxes;

    @Autowired
    ConsentGates gates;

    @Autowired
    WireLog wire;

    @Autowired
    Accounts accounts;

    @Autowired
    Cart cart;

    @Autowired
    Reports reports;

    @Autowired
    JsonMapper json;

    @Test
    void anyArgumentsEitherGetAClearErrorAndChangeNothingOrAreAValidCall() {
        List<Tool> tools = new ArrayList<>(registry.all());
        Gen<String> value = values(tools);
        SandboxId sandbox = sandboxes.create();
        int[] counts = new int[2];

        qt().withExamples(400)
                .withShrinkCycles(50)
                .forAll(
                        integers().between(0, tools.size() - 1),
                                lists().of(booleans().all()).ofSize(FIELDS),
                        lists().of(value).ofSize(FIELDS),
                                strings().basicLatinAlphabet().ofLengthBetween(0, 6))
                .checkAssert((toolIndex, present, fieldValues, strayKey) -> {
                    Tool tool = tools.get(toolIndex);
                    String args = arguments(tool, present, fieldValues, strayKey);
                    String before = state(sandbox);
                    ToolResult result = service.invoke(new ToolCallRequest(
                            sandbox,
                            Channel.INSPECTOR,
                            "inspector",
                            tool.name(),
                            args,
                            null,
                            "property",
                            "/labs/account"));
                    if (result.isError()) {
                        counts[0]++;
                        assertThat(result.text()).as(args).isNotBlank();
                        assertThat(INTERNALS.matcher(result.text()).find())
                                .as(result.text())
                                .isFalse();
                        assertThat(result.state()).isEqualTo(CallState.OUTPUT_ERROR);
                        assertThat(state(sandbox))
                                .as("%s %s changed the sandbox", tool.name(), args)
                                .isEqualTo(before);
                    } else {
                        counts[1]++;
                        assertThatCode(() -> validator.validate(tool.declaration(), args))
                                .as(args)
                                .doesNotThrowAnyException();
                        // A valid call may change the sandbox: start the next example from a clean one.
                        sandboxes.reset(sandbox);
                    }
                });
        System.out.printf("Tool-call property: %d refused with a clear error, %d valid calls%n", counts[0], counts[1]);
        assertThat(counts[0]).isPositive();
        assertThat(counts[1]).as("the generator also finds valid calls").isPositive();
    }

    /** The tool's first fields (as present says), each with a generated value, and maybe a stray key. */
    private String arguments(Tool tool, List<Boolean> present, List<String> fieldValues, String strayKey) {
        List<String> names = new ArrayList<>(json.readTree(tool.declaration().inputSchema())
                .path("properties")
                .propertyNames());
        List<String> pairs = new ArrayList<>();
        for (int i = 0; i < FIELDS; i++) {
            if (present.get(i) && i < names.size()) {
                pairs.add(json.writeValueAsString(names.get(i)) + ":" + fieldValues.get(i));
            }
        }
        if (strayKey.length() == 6) {
            pairs.add(json.writeValueAsString(strayKey) + ":" + fieldValues.getFirst());
        }
        return "{" + String.join(",", pairs) + "}";
    }

    /** JSON values of every type, and the values the tools' own examples use. */
    private Gen<String> values(List<Tool> tools) {
        List<String> good = new ArrayList<>();
        for (Tool tool : tools) {
            JsonNode example = json.readTree(tool.declaration().exampleArgs());
            example.propertyNames().forEach(name -> good.add(example.get(name).toString()));
        }
        Gen<String> text = strings().allPossible().ofLengthBetween(0, 12).map((String s) -> json.writeValueAsString(s));
        Gen<String> odd = Generate.pick(List.of(
                "null",
                "true",
                "[]",
                "{}",
                "1e300",
                "-0",
                "2147483648",
                "1.5",
                "\"<script>x</script>\"",
                "\"' OR 1=1 --\"",
                "\"\"",
                "\"RPT-99999\""));
        return Generate.pick(good)
                .mix(integers().between(-3, 20).map((Integer i) -> String.valueOf(i)), 40)
                .mix(doubles().between(-1e6, 1e6).map((Double d) -> String.valueOf(d)), 20)
                .mix(text, 30)
                .mix(odd, 30);
    }

    /** Everything a call could change in a sandbox, as one comparable text. */
    private String state(SandboxId sandbox) {
        return String.join(
                "\n",
                accounts.find(sandbox).status().name(),
                cart.lines(sandbox).toString(),
                gates.all(sandbox).toString(),
                wire.entries(sandbox).toString(),
                reports.all(sandbox).toString());
    }
}
