package org.consentlab.consent;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import java.util.ArrayList;
import java.util.List;

/** Finds components of the current browserless page by element id, as a tester's script would. */
final class PageTree {

    private PageTree() {}

    /** The component with this id in the current UI, or null when the page has none. */
    static Component byId(String id) {
        return tree(UI.getCurrent()).stream()
                .filter(c -> c.getId().filter(id::equals).isPresent())
                .findFirst()
                .orElse(null);
    }

    static String textOf(String id) {
        return byId(id).getElement().getText();
    }

    /** The ids under the component with {@code id}, in the page's order (the order Tab follows). */
    static List<String> idsUnder(String id) {
        return tree(byId(id)).stream().flatMap(c -> c.getId().stream()).toList();
    }

    private static List<Component> tree(Component root) {
        List<Component> all = new ArrayList<>(List.of(root));
        root.getChildren().forEach(child -> all.addAll(tree(child)));
        return all;
    }
}
