package org.consentlab.demo;

import java.util.List;
import java.util.function.Function;
import org.consentlab.consent.ui.ConsequenceText;
import org.consentlab.i18n.Texts;
import org.consentlab.tool.ConsequenceWords;

/**
 * One step of a demo's scenario as a run's thread records it: the key of its sentence in the demo
 * bundle and its arguments, not words. The run's threads serve no page and so have no language; the
 * page that shows a step puts it into its own language when it shows it. What the agent was told,
 * what the page answered are {@link Said}: kept as they were said (English, protocol or record),
 * shown verbatim inside the sentence; what an approval read is its gate's {@link ConsequenceWords},
 * said in the page's language, where the gate keeps them (else {@link Said} too).
 */
public record DemoStep(String key, List<Object> arguments) {

    /** A text as it was said to the agent or by the page: English, never translated. */
    public record Said(String text) {}

    /** An amount in euro cents, written as the reader's language writes money. */
    public record Money(long euroCents) {}

    static DemoStep of(String key, Object... arguments) {
        return new DemoStep(key, List.of(arguments));
    }

    /** The step in the language being served (English off a page), what was said written as it was. */
    public String text() {
        return Texts.t(key, arguments(Said::text));
    }

    /**
     * The arguments as the sentence shows them, in the language being served: money as it writes
     * money, ids and tool names set apart, and what was said as {@code said} gives it.
     */
    public Object[] arguments(Function<Said, Object> said) {
        return arguments.stream()
                .map(argument -> switch (argument) {
                    case Said text -> said.apply(text);
                    case Money money -> Texts.money(money.euroCents());
                    case ConsequenceWords words -> ConsequenceText.of(words.english(), words);
                    case String id -> Texts.isolate(id);
                    default -> argument;
                })
                .toArray();
    }
}
