package org.consentlab.scoreboard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import javax.xml.parsers.DocumentBuilderFactory;
import org.consentlab.base.StartupRefusal;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** Flags are the HMAC of the exercise id under the event key; each export carries every exercise and its flag. */
class CtfExportTest {

    static final String KEY = "an-event-key-of-at-least-32-bytes-long";

    private final CtfKey key = new CtfKey(KEY);
    private final CtfExport export = new CtfExport(List.of(new LabCatalogue()), key);

    @Test
    void aFlagIsTheHexHmacSha256OfTheExerciseIdUnderTheKey() throws Exception {
        for (int lab = 1; lab <= 8; lab++) {
            assertThat(key.flag("lab-" + lab)).contains(hmac("lab-" + lab));
        }
        assertThat(hmac("lab-4")).hasSize(64).isNotEqualTo(hmac("lab-6"));
    }

    @Test
    void withoutAKeyThereAreNoFlagsAndAShortKeyRefusesTheStart() {
        CtfKey none = new CtfKey("");
        assertThat(none.configured()).isFalse();
        assertThat(none.flag("lab-4")).isEmpty();
        assertThat(new CtfExport(List.of(new LabCatalogue()), none).available()).isFalse();
        assertThatThrownBy(() -> new CtfKey("x".repeat(31)))
                .isInstanceOf(StartupRefusal.class)
                .hasMessageContaining("consentlab.ctf.key is 31 bytes long")
                .hasMessageContaining("at least 32");
        assertThat(new CtfKey("x".repeat(32)).configured()).isTrue();
    }

    @Test
    void theCtfdCsvHasCtfdsColumnsOneRowPerExerciseFlagsThatVerifyAndHintsAtATenthOfTheValue() throws Exception {
        List<List<String>> rows = Csv.parse(export.export(CtfExport.Format.CTFD));
        List<String> header = rows.getFirst();
        // The columns CTFd's challenge CSV import reads (CTFd/utils/csv load_challenges_csv and the challenge model).
        assertThat(header)
                .containsExactly(
                        "name",
                        "description",
                        "category",
                        "value",
                        "type",
                        "state",
                        "max_attempts",
                        "connection_info",
                        "flags",
                        "tags",
                        "hints");
        assertThat(rows).hasSize(1 + 8);
        for (int lab = 1; lab <= 8; lab++) {
            List<String> row = rows.get(lab);
            assertThat(row).hasSameSizeAs(header);
            assertThat(row.get(0)).startsWith("Lab " + lab + " · ");
            assertThat(row.get(2)).isNotBlank();
            int value = Integer.parseInt(row.get(3));
            assertThat(value).isBetween(100, 600).isEqualTo(value / 100 * 100);
            assertThat(row.get(4)).isEqualTo("standard");
            JsonNode flags = JsonMapper.shared().readTree(row.get(8));
            assertThat(flags).hasSize(1);
            assertThat(flags.get(0).get("type").asString()).isEqualTo("static");
            assertThat(flags.get(0).get("content").asString()).isEqualTo(hmac("lab-" + lab));
            JsonNode hints = JsonMapper.shared().readTree(row.get(10));
            assertThat(hints.size()).isBetween(2, 3);
            for (JsonNode hint : hints) {
                assertThat(hint.get("cost").asInt()).isEqualTo(value / 10);
                assertThat(hint.get("content").asString()).isNotBlank();
            }
        }
    }

    @Test
    void theJsonListsEachExercisesIdAndFlag() throws Exception {
        JsonNode list = JsonMapper.shared().readTree(export.export(CtfExport.Format.JSON));
        assertThat(list).hasSize(8);
        for (JsonNode item : list) {
            assertThat(item.get("flag").asString())
                    .isEqualTo(hmac(item.get("id").asString()));
        }
        assertThat(list.get(3).get("id").asString()).isEqualTo("lab-4");
    }

    @Test
    void rootTheBoxXmlHasOneBoxPerExerciseWithItsFlagTokenAndPricedHints() throws Exception {
        Document xml = DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(new ByteArrayInputStream(
                        export.export(CtfExport.Format.ROOTTHEBOX).getBytes(StandardCharsets.UTF_8)));
        NodeList boxes = xml.getElementsByTagName("box");
        assertThat(boxes.getLength()).isEqualTo(8);
        for (int k = 0; k < boxes.getLength(); k++) {
            Element box = (Element) boxes.item(k);
            Element flag = (Element) box.getElementsByTagName("flag").item(0);
            String id = flag.getElementsByTagName("name").item(0).getTextContent();
            assertThat(flag.getElementsByTagName("token").item(0).getTextContent())
                    .isEqualTo(hmac(id));
            int value =
                    Integer.parseInt(flag.getElementsByTagName("value").item(0).getTextContent());
            NodeList prices = box.getElementsByTagName("price");
            assertThat(prices.getLength()).isBetween(2, 3);
            assertThat(prices.item(0).getTextContent()).isEqualTo(String.valueOf(value / 10));
        }
    }

    static String hmac(String id) throws Exception {
        Mac mac = Mac.getInstance("HmacSHA256");
        mac.init(new SecretKeySpec(KEY.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
        return HexFormat.of().formatHex(mac.doFinal(id.getBytes(StandardCharsets.UTF_8)));
    }

    /** RFC 4180 as Python's csv module reads it: quoted fields, doubled quotes, CRLF line ends. */
    static final class Csv {
        static List<List<String>> parse(String text) {
            List<List<String>> rows = new ArrayList<>();
            List<String> row = new ArrayList<>();
            StringBuilder field = new StringBuilder();
            boolean quoted = false;
            for (int k = 0; k < text.length(); k++) {
                char c = text.charAt(k);
                if (quoted) {
                    if (c == '"' && k + 1 < text.length() && text.charAt(k + 1) == '"') {
                        field.append('"');
                        k++;
                    } else if (c == '"') {
                        quoted = false;
                    } else {
                        field.append(c);
                    }
                } else if (c == '"') {
                    quoted = true;
                } else if (c == ',') {
                    row.add(field.toString());
                    field.setLength(0);
                } else if (c == '\n') {
                    row.add(field.toString());
                    field.setLength(0);
                    rows.add(row);
                    row = new ArrayList<>();
                } else if (c != '\r') {
                    field.append(c);
                }
            }
            return rows;
        }
    }
}
