package org.consentlab;

import static org.assertj.core.api.Assertions.assertThat;

import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.UI;
import java.nio.charset.StandardCharsets;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;

/**
 * A page's long last response is kept compressed between requests and given back whole before
 * the next one, so that a resent request is answered with the very same text; a short one stays.
 * Pages' responses are compressed against one shared dictionary, so a page that renders what
 * another did keeps little, and a response unlike the dictionary still comes back whole.
 */
class LastResponsesTest {

    @Test
    void aLongLastResponseIsCompactedAndGivenBackWhole() {
        UI ui = new UI();
        String response = render("Status · ACTIVE", 0);
        ui.getInternals().setLastRequestResponse(response);

        LastResponses.compact(ui);
        assertThat(ui.getInternals().getLastRequestResponse()).isNull();

        LastResponses.restore(ui);
        assertThat(ui.getInternals().getLastRequestResponse()).isEqualTo(response);
        LastResponses.restore(ui);
        assertThat(ui.getInternals().getLastRequestResponse()).isEqualTo(response);
    }

    @Test
    void aShortLastResponseStaysAsItIs() {
        UI ui = new UI();
        ui.getInternals().setLastRequestResponse("{\"syncId\":3}");

        LastResponses.compact(ui);
        LastResponses.restore(ui);

        assertThat(ui.getInternals().getLastRequestResponse()).isEqualTo("{\"syncId\":3}");
    }

    @Test
    void pagesThatRenderAlikeShareOneDictionaryAndEachComesBackWhole() {
        LastResponses.forgetReference();
        UI first = new UI();
        UI second = new UI();
        UI unlike = new UI();
        String firstPage = render("sandbox 3f2a", 0);
        String secondPage = render("sandbox 9c41", 0);
        String unlikePage = render("Ein ganz anderer Text, der im Wörterbuch nicht vorkommt", 5000);
        first.getInternals().setLastRequestResponse(firstPage);
        second.getInternals().setLastRequestResponse(secondPage);
        unlike.getInternals().setLastRequestResponse(unlikePage);

        LastResponses.compact(first);
        LastResponses.compact(second);
        LastResponses.compact(unlike);

        // The second page keeps far less than its response deflated alone: it refers to the first's.
        assertThat(ComponentUtil.getData(second, LastResponses.Compacted.class).size())
                .isLessThan(deflatedAlone(secondPage) / 4);
        LastResponses.restore(first);
        LastResponses.restore(second);
        LastResponses.restore(unlike);
        assertThat(first.getInternals().getLastRequestResponse()).isEqualTo(firstPage);
        assertThat(second.getInternals().getLastRequestResponse()).isEqualTo(secondPage);
        assertThat(unlike.getInternals().getLastRequestResponse()).isEqualTo(unlikePage);
    }

    /**
     * A render longer than what is kept as it is: text nodes numbered from {@code firstNode}, each
     * with its own words, as a view's are, and every 50th naming the page's {@code own} thing.
     */
    private static String render(String own, int firstNode) {
        StringBuilder render = new StringBuilder("{\"syncId\":0,\"changes\":[");
        for (int node = firstNode; render.length() <= 7 * LastResponses.KEPT_AS_IS; node++) {
            long words = node * 2_654_435_761L;
            render.append("{\"node\":%d,\"type\":\"put\",\"key\":\"text\",\"value\":\"%s\"},"
                    .formatted(node, node % 50 == 0 ? own : Long.toString(words ^ (words >>> 7), 36)));
        }
        return render.append("]}").toString();
    }

    private static int deflatedAlone(String text) {
        Deflater deflater = new Deflater();
        deflater.setInput(text.getBytes(StandardCharsets.UTF_8));
        deflater.finish();
        byte[] out = new byte[text.length() + 64];
        int length = deflater.deflate(out);
        deflater.end();
        return length;
    }
}
