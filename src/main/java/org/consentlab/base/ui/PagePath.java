package org.consentlab.base.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.shared.Registration;
import java.util.function.Consumer;

/**
 * Which page a banner above every page is standing over: the frame keeps its banners for the whole
 * visit, so a banner that says something about one page (a failure mode that bends Lab 6, a breaker
 * tripped on Lab 4) needs the path of the page shown now, e.g. {@code labs/reports}. It is told when
 * it attaches and after each navigation, for as long as it is attached.
 */
public final class PagePath {

    private PagePath() {}

    /** Calls {@code onPath} with the path of the page {@code banner} is shown over, now and after each navigation. */
    public static void follow(Component banner, Consumer<String> onPath) {
        banner.addAttachListener(attach -> {
            UI ui = attach.getUI();
            onPath.accept(ui.getInternals().getActiveViewLocation().getPath());
            Registration navigation = ui.addAfterNavigationListener(
                    after -> onPath.accept(after.getLocation().getPath()));
            banner.addDetachListener(detach -> {
                navigation.remove();
                detach.unregisterListener();
            });
        });
    }
}
