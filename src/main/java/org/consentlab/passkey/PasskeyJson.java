package org.consentlab.passkey;

import com.webauthn4j.util.Base64UrlUtil;
import java.util.List;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/** The options a page hands to {@code navigator.credentials}, in the WebAuthn JSON form (base64url for bytes). */
final class PasskeyJson {

    /** ES256 and RS256, the algorithms every platform authenticator offers one of. */
    static final List<Long> ALGORITHMS = List.of(-7L, -257L);

    private PasskeyJson() {}

    static ObjectNode object() {
        return JsonMapper.shared().createObjectNode();
    }

    static String bytes(byte[] value) {
        return Base64UrlUtil.encodeToString(value);
    }

    static ArrayNode credentials(List<String> credentialIds) {
        ArrayNode list = JsonMapper.shared().createArrayNode();
        credentialIds.forEach(id -> list.add(object().put("type", "public-key").put("id", id)));
        return list;
    }
}
