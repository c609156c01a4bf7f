package org.consentlab.fixit;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.consentlab.instructor.FailureMode;
import org.springframework.stereotype.Component;

/**
 * Every challenge, in the order of the failure modes, each with its snippet read from the source
 * the build copied into the jar, and its candidate fixes in the order the page shows them.
 */
@Component
public class Challenges {

    private final Map<String, Prepared> prepared = new ConcurrentHashMap<>();

    /** A challenge with its code read: the snippet, the candidates as shown, and which one holds. */
    public record Prepared(Challenge challenge, Snippet snippet, List<Challenge.Candidate> candidates, int right) {}

    /** Every challenge as declared, in the order of the failure modes. */
    public static List<Challenge> declared() {
        return Stream.of(
                        Lab4Challenges.all(),
                        Lab6Challenges.all(),
                        Lab6MoreChallenges.all(),
                        Lab7Challenges.all(),
                        Lab8Challenges.all())
                .flatMap(List::stream)
                .sorted((a, b) -> a.mode().compareTo(b.mode()))
                .toList();
    }

    public List<Prepared> all() {
        return declared().stream()
                .map(challenge -> prepared(challenge.name()).orElseThrow())
                .toList();
    }

    public Optional<Prepared> prepared(String name) {
        Optional<Challenge> challenge = FailureMode.byLabel(name)
                .flatMap(mode ->
                        declared().stream().filter(c -> c.mode() == mode).findFirst());
        return challenge.map(c -> prepared.computeIfAbsent(c.name(), key -> prepare(c)));
    }

    /** The source text of a challenge's file, as the build copied it into the jar. */
    public static String source(Challenge challenge) {
        try (InputStream in = Challenges.class.getClassLoader().getResourceAsStream(challenge.resource())) {
            if (in == null) {
                throw new IllegalStateException("No " + challenge.resource() + " on the classpath: the build copies "
                        + "the consent boundary's source there (pom.xml, copy-source-for-fixit).");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException unreadable) {
            throw new UncheckedIOException(unreadable);
        }
    }

    private static Prepared prepare(Challenge challenge) {
        Snippet snippet = Snippet.of(challenge.file(), source(challenge), challenge.name());
        List<Challenge.Candidate> candidates = new ArrayList<>(challenge.wrong());
        // Where the right one stands differs between challenges, and never with the learner's tries.
        int right = challenge.mode().ordinal() % (candidates.size() + 1);
        candidates.add(right, new Challenge.Candidate(rightDiff(challenge, snippet), challenge.mode()::fix));
        return new Prepared(challenge, snippet, candidates, right);
    }

    /** The correct twin's code: as the source holds it, or written out where the source has no lines of its own. */
    private static String rightDiff(Challenge challenge, Snippet snippet) {
        if (challenge.writtenFix() != null) {
            return challenge.writtenFix();
        }
        List<String> diff = new ArrayList<>();
        snippet.culpritTexts().forEach(line -> diff.add("- " + line));
        snippet.fix().forEach(line -> diff.add("+ " + line));
        return String.join("\n", diff);
    }
}
