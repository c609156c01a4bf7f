package org.consentlab.base.ui;

import com.vaadin.flow.component.applayout.AppLayout;
import com.vaadin.flow.component.applayout.DrawerToggle;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;
import com.vaadin.flow.component.sidenav.SideNav;
import com.vaadin.flow.component.sidenav.SideNavItem;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import org.consentlab.mcp.McpConnectControls;
import org.consentlab.sandbox.CurrentSandbox;

/**
 * The frame around every page: the lab navigation and which sandbox this browser is in. Open to
 * anyone, because Vaadin lets no page inside a layout be more open than the layout itself; the
 * pages decide for themselves.
 */
@AnonymousAllowed
public class MainLayout extends AppLayout {

    MainLayout(CurrentSandbox currentSandbox, McpConnectControls mcp) {
        Span title = new Span("Consent Lab");
        title.addClassName("app-title");
        Span sandbox = new Span("sandbox " + currentSandbox.get().shortForm());
        sandbox.setId("sandbox-badge");
        sandbox.addClassName("sandbox-badge");
        // Connect sits by the title: the far right is where dev-mode notices appear.
        addToNavbar(new DrawerToggle(), title, mcp.connectButton(currentSandbox.get()), sandbox);

        SideNav nav = new SideNav();
        nav.addItem(new SideNavItem("Labs", "", VaadinIcon.ACADEMY_CAP.create()));
        nav.addItem(new SideNavItem("1 · Registration", "labs/registration", VaadinIcon.PLUG.create()));
        nav.addItem(new SideNavItem("2 · Cart counter", "labs/cart", VaadinIcon.CART.create()));
        nav.addItem(new SideNavItem("3 · Product page", "labs/product", VaadinIcon.PACKAGE.create()));
        nav.addItem(new SideNavItem("4 · Destructive action", "labs/account", VaadinIcon.TRASH.create()));
        nav.addItem(new SideNavItem("5 · Lifecycle and consent", "labs/lifecycle", VaadinIcon.TIMER.create()));
        nav.addItem(new SideNavItem("6 · Dangerous actions", "labs/reports", VaadinIcon.ARCHIVE.create()));
        nav.addItem(new SideNavItem("Audit log", "audit", VaadinIcon.LIST.create()));
        nav.addItem(new SideNavItem("Approvals", "approvals", VaadinIcon.USER_CHECK.create()));
        addToDrawer(nav);
        setPrimarySection(Section.DRAWER);
    }
}
