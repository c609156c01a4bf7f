package org.consentlab.toolcall;

import java.util.Map;
import org.consentlab.tool.Channel;
import org.jspecify.annotations.Nullable;

/**
 * Which lab a call belongs to, decided once when the call is made and stored with it; its gate and
 * its effect requests on the wire carry the same lab. A call belongs to the lab whose page made it:
 * the page's button, its inspector, its scripted agents, its WebMCP bridge, a run the page started
 * (all of these name the page's route). An MCP call comes from no page, so it belongs to the lab
 * that owns the tool. The tool alone would not do for a page's call: {@code delete_account} is
 * reached from Labs 4, 5, 7 and 8. {@link #NONE} is a call of no lab (a demo twin); a record
 * written before labs were recorded, and not derivable then, has none (null).
 */
public final class CallLab {

    /** A call that no lab made: a demo twin, or a page that is not a lab. */
    public static final int NONE = 0;

    private static final Map<String, Integer> PAGES = Map.of(
            "/labs/registration",
            1,
            "/labs/cart",
            2,
            "/labs/product",
            3,
            "/labs/account",
            4,
            "/labs/lifecycle",
            5,
            "/labs/reports",
            6,
            "/labs/self-approval",
            7,
            "/labs/decisions",
            8);

    /** The lab that owns each tool an MCP client can call (the same table migration V160 used for earlier calls). */
    private static final Map<String, Integer> OWNERS = Map.ofEntries(
            Map.entry("add_to_cart", 2),
            Map.entry("remove_from_cart", 2),
            Map.entry("get_product_details", 3),
            Map.entry("save_for_later", 3),
            Map.entry("delete_account", 4),
            Map.entry("get_account", 4),
            Map.entry("rename_draft", 5),
            Map.entry("list_reports", 6),
            Map.entry("tag_report", 6),
            Map.entry("archive_report", 6),
            Map.entry("export_customers", 6),
            Map.entry("submit_export", 6),
            Map.entry("refund_order", 8),
            Map.entry("send_payment", 8));

    private CallLab() {}

    /** The lab of a call made from {@code route} on {@code channel} to {@code tool}. */
    public static int of(String route, Channel channel, String tool) {
        int lab = ofPage(route);
        return lab == NONE && channel == Channel.MCP ? OWNERS.getOrDefault(tool, NONE) : lab;
    }

    /** The lab whose page {@code route} is, or {@link #NONE}. */
    public static int ofPage(String route) {
        // Not String.split: its two-character pattern would be compiled again at every call.
        int end = route.length();
        for (int i = 0; i < route.length(); i++) {
            if (route.charAt(i) == '?' || route.charAt(i) == '#') {
                end = i;
                break;
            }
        }
        String page = route.substring(0, end);
        return PAGES.getOrDefault(page.endsWith("/") ? page.substring(0, page.length() - 1) : page, NONE);
    }

    /** How a list that shows every lab names a record's lab. */
    public static String label(@Nullable Integer lab) {
        if (lab == null) {
            return "earlier, lab not recorded";
        }
        return lab == NONE ? "no lab" : "Lab " + lab;
    }
}
