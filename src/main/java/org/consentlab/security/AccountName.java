package org.consentlab.security;

import com.ibm.icu.text.Normalizer2;
import java.util.regex.Pattern;
import org.jspecify.annotations.Nullable;

/**
 * The one spelling of an account's name that the sign-in, its throttle and the account store all
 * use, so that no other spelling of a name reaches an account, or a lock of its own. It is the
 * name with every control and format character ({@code \p{Cc}}, {@code \p{Cf}}) taken out, then
 * Unicode's NFKC_Casefold (compatibility forms such as full-width letters made plain, case folded,
 * default-ignorable characters dropped), then stripped of surrounding white space.
 *
 * <p>Spring Security's form login trims a name with {@code String.trim()}, which takes every
 * character up to U+0020 off the ends but none of the format characters; no key may depend on that.
 * A name typed with a control or format character is refused outright, even with the right
 * password ({@link #hasControlOrFormat}), and its failure counts against the account its canonical
 * spelling names: no real name contains one, and whoever sends one is probing.
 */
public final class AccountName {

    /** Longer names are cut: the bucket store's id column is bounded, and no account name is this long. */
    static final int MAX_CODE_POINTS = 128;

    private static final Pattern CONTROL_OR_FORMAT = Pattern.compile("[\\p{Cc}\\p{Cf}]");
    private static final Normalizer2 NFKC_CASEFOLD = Normalizer2.getNFKCCasefoldInstance();

    private AccountName() {}

    /** The canonical spelling ("" for no name). */
    public static String canonical(@Nullable String typed) {
        if (typed == null) {
            return "";
        }
        String plain = CONTROL_OR_FORMAT.matcher(typed).replaceAll("");
        String name = NFKC_CASEFOLD.normalize(plain).strip();
        return name.codePointCount(0, name.length()) > MAX_CODE_POINTS
                ? name.substring(0, name.offsetByCodePoints(0, MAX_CODE_POINTS))
                : name;
    }

    /** Whether the name as typed carries a control or format character anywhere. */
    public static boolean hasControlOrFormat(@Nullable String typed) {
        return typed != null && CONTROL_OR_FORMAT.matcher(typed).find();
    }
}
