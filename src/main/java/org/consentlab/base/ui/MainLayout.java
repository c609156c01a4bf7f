package org.consentlab.base.ui;

import com.vaadin.flow.component.AttachEvent;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasElement;
import com.vaadin.flow.component.applayout.AppLayout;
import com.vaadin.flow.component.dependency.Uses;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Header;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.Icon;
import com.vaadin.flow.component.sidenav.SideNav;
import com.vaadin.flow.component.sidenav.SideNavItem;
import com.vaadin.flow.i18n.LocaleChangeEvent;
import com.vaadin.flow.i18n.LocaleChangeObserver;
import com.vaadin.flow.router.Menu;
import com.vaadin.flow.router.RouteConfiguration;
import com.vaadin.flow.router.RouteData;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.consentlab.i18n.LanguagePicker;
import org.consentlab.i18n.Texts;
import org.consentlab.sandbox.CurrentSandbox;

/**
 * The frame around every page: the navigation and which sandbox this browser is in. It learns
 * about features without importing them: pages declare their menu entry with {@link Menu}, and
 * features contribute top-bar items as {@link NavbarContribution} beans and banners above every
 * page as {@link PageBanner} beans. Every menu page is
 * listed, also those that need a sign-in (they send a visitor to it), so the menu is read from the
 * routes rather than from Vaadin's access-filtered menu. Landmarks: the top bar is the banner, the
 * side nav the navigation (with the help links under it, {@link HelpFooter}), and each page with its banners sits in the one {@code <main>}, which a
 * "Skip to" link (first in the tab order) focuses; the page's {@link LiveRegion} is in it too. Open to anyone, because Vaadin lets no
 * page inside a layout be more open than the layout itself; the pages decide for themselves.
 */
@AnonymousAllowed
// The production bundle loads only the components it finds reachable from routes and layouts, and
// contributions are beans the layout never names: their dialog (Connect an agent) would open as
// an unknown element. Declaring it here keeps it in the layout's own chunk. The same holds for the
// side navigation's items and icons, which it writes as markup (MenuMarkup).
@Uses(Dialog.class)
@Uses(Icon.class)
@Uses(SideNavItem.class)
public class MainLayout extends AppLayout implements LocaleChangeObserver {

    /** Opens the page's content by script: the router would treat an in-page link as a navigation. */
    private static final String SKIP_SCRIPT = """
            $0.addEventListener('click', e => { e.preventDefault(); $1.focus(); });""";
    /**
     * Vaadin's connection indicator sits outside every landmark; it reports the connection's state,
     * so it is marked as the status it is (axe's region rule counts a status as contained).
     */
    private static final String INDICATOR_SCRIPT = """
            const indicator = document.querySelector('vaadin-connection-indicator');
            if (indicator) { indicator.setAttribute('role', 'status'); }""";

    private final Div banners = new Div();
    private final LiveRegion live = new LiveRegion();
    private final Main page = new Main(live, banners);
    private final Anchor skip = new Anchor("#main-content", "");
    private final Span title = new Span();
    private final Span sandbox = new Span();
    private final String sandboxShortForm;
    private final SideNav nav = new SideNav();
    /** The menu's entries by their route template, in menu order: a switch of language renames them. */
    private final Map<String, String> menuIcons = new LinkedHashMap<>();

    MainLayout(CurrentSandbox currentSandbox, List<NavbarContribution> contributions, List<PageBanner> pageBanners) {
        title.addClassName("app-title");
        sandboxShortForm = currentSandbox.get().shortForm();
        sandbox.setId("sandbox-badge");
        sandbox.addClassName("sandbox-badge");
        skip.setId("skip-link");
        skip.addClassName("skip-link");
        // One banner landmark for the top bar, the skip link first in the tab order.
        Header header = new Header(skip, new LeanDrawerToggle(), title);
        header.addClassName("app-header");
        // Contributions sit by the title: the far right is where dev-mode notices appear.
        contributions.forEach(contribution -> header.add(contribution.navbarItem(currentSandbox.get())));
        header.add(new LanguagePicker(), sandbox);
        addToNavbar(header);

        RouteConfiguration.forApplicationScope().getAvailableRoutes().stream()
                .filter(route -> route.getNavigationTarget().isAnnotationPresent(Menu.class))
                .sorted(Comparator.comparingDouble(route -> menu(route).order()))
                .forEach(route -> menuIcons.put(route.getTemplate(), menu(route).icon()));
        addToDrawer(nav, new HelpFooter());
        setPrimarySection(Section.DRAWER);

        banners.addClassName("page-banners");
        pageBanners.forEach(banner -> banners.add(banner.banner(currentSandbox.get())));
        page.addClassName("page-frame");
        page.setId("main-content");
        page.getElement().setAttribute("tabindex", "-1");
        setContent(page);
    }

    @Override
    protected void onAttach(AttachEvent attachEvent) {
        live.register(attachEvent.getUI());
        skip.getElement().executeJs(SKIP_SCRIPT, skip.getElement(), page.getElement());
        attachEvent.getUI().getPage().executeJs(INDICATOR_SCRIPT);
    }

    /**
     * Each page goes under the banners, which stay for the whole visit (and keep their live updates).
     * The live region is emptied first, before the new page attaches and may speak.
     */
    @Override
    public void showRouterLayoutContent(HasElement content) {
        live.clear();
        page.getChildren()
                .filter(child -> child != banners && child != live)
                .toList()
                .forEach(page::remove);
        if (content != null) {
            page.add((Component) content);
            nameSkipLink();
        }
    }

    @Override
    public void localeChange(LocaleChangeEvent event) {
        title.setText(getTranslation("shell.title"));
        sandbox.setText(getTranslation("shell.sandbox", Texts.isolate(sandboxShortForm)));
        // Interned: every open page in the same language shows the same menu, held once.
        nav.getElement()
                .setProperty(
                        "innerHTML",
                        MenuMarkup.of(menuIcons, this::getTranslation).intern());
        nameSkipLink();
    }

    private void nameSkipLink() {
        boolean lab = page.getChildren()
                .anyMatch(child -> child.getElement().getClassList().contains("lab-layout"));
        skip.setText(getTranslation(lab ? "shell.skip.lab" : "shell.skip.content"));
    }

    private static Menu menu(RouteData route) {
        return route.getNavigationTarget().getAnnotation(Menu.class);
    }
}
