package org.consentlab.mcp;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds a Node.js new enough for an npm-based test tool: the one {@code .ci/node24} installs, then
 * anything on PATH. Fails loudly, naming the fix, when there is none.
 */
public final class NodeRuntime {

    private static final Pattern VERSION = Pattern.compile("v(\\d+)\\.");

    private NodeRuntime() {}

    public static Path binWithMajorAtLeast(int major) throws Exception {
        List<Path> candidates = new ArrayList<>();
        candidates.add(Path.of(System.getProperty("user.home"), ".cache", "consentlab-node24", "bin"));
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (!dir.isBlank()) {
                candidates.add(Path.of(dir));
            }
        }
        List<String> seen = new ArrayList<>();
        for (Path bin : candidates) {
            Path node = bin.resolve("node");
            if (Files.isExecutable(node) && Files.isExecutable(bin.resolve("npx"))) {
                int found = majorOf(node);
                seen.add(node + " is v" + found);
                if (found >= major) {
                    return bin;
                }
            }
        }
        throw new IllegalStateException("Node.js " + major + " or newer is needed (with npx); run `bash .ci/node24` "
                + "to install it under ~/.cache/consentlab-node24. Found: " + seen);
    }

    private static int majorOf(Path node) throws Exception {
        Process process = new ProcessBuilder(node.toString(), "--version")
                .redirectErrorStream(true)
                .start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        process.waitFor(30, TimeUnit.SECONDS);
        Matcher matcher = VERSION.matcher(out);
        return matcher.find() ? Integer.parseInt(matcher.group(1)) : -1;
    }
}
