package org.consentlab.fixit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.consentlab.instructor.FailureMode;
import org.junit.jupiter.api.Test;

/**
 * Every challenge shows the code this build runs: its file in the jar is the source as it stands,
 * its snippet is found there, and the lines the source marks are the lines the challenge asks for.
 * A marked line changed (or a marker moved) without its challenge fails here.
 */
class ChallengeSnippetsTest {

    private static final Path CONSENT = Path.of("src/main/java/org/consentlab/consent");

    private final Challenges challenges = new Challenges();

    @Test
    void everyFailureModeHasOneChallenge() {
        assertThat(Challenges.declared()).extracting(Challenge::mode).containsExactly(FailureMode.values());
    }

    @Test
    void eachSnippetIsReadFromTheSourceAsItStands() throws IOException {
        for (Challenge challenge : Challenges.declared()) {
            String current = Files.readString(CONSENT.resolve(challenge.file()), StandardCharsets.UTF_8);
            assertThat(Challenges.source(challenge))
                    .as("the jar's copy of %s is the current source", challenge.file())
                    .isEqualTo(current);
        }
    }

    @Test
    void theMarkedLinesAreTheOnesEachChallengeAsksFor() {
        for (Challenges.Prepared prepared : challenges.all()) {
            Challenge challenge = prepared.challenge();
            Snippet snippet = prepared.snippet();
            assertThat(snippet.lines()).as(challenge.name() + " has a snippet").hasSizeGreaterThan(2);
            assertThat(snippet.culpritTexts())
                    .as("%s: the lines marked in %s", challenge.name(), challenge.file())
                    .isEqualTo(challenge.culprits());
            assertThat(snippet.lines())
                    .as(challenge.name() + " shows no marker")
                    .noneMatch(line -> line.text().contains("fixit:"));
        }
    }

    @Test
    void theRightFixIsTheCorrectTwinsCodeAndTheOthersSayWhyNot() {
        for (Challenges.Prepared prepared : challenges.all()) {
            Challenge challenge = prepared.challenge();
            assertThat(prepared.candidates()).as(challenge.name()).hasSizeBetween(3, 4);
            Challenge.Candidate right = prepared.candidates().get(prepared.right());
            assertThat(right.why()).isEqualTo(challenge.mode().fix());
            if (challenge.writtenFix() == null) {
                assertThat(prepared.snippet().fix())
                        .as(challenge.name() + ": the correct twin's lines in the source")
                        .isNotEmpty();
                prepared.snippet()
                        .fix()
                        .forEach(line -> assertThat(right.diff()).contains(line.strip()));
            }
            assertThat(challenge.wrong()).allSatisfy(candidate -> {
                assertThat(candidate.why()).isNotBlank();
                assertThat(candidate.diff()).isNotEqualTo(right.diff());
            });
        }
    }

    @Test
    void everyMarkerInTheSourceBelongsToAChallenge() throws IOException {
        Set<String> names = new HashSet<>();
        try (Stream<Path> files = Files.walk(CONSENT)) {
            for (Path file :
                    files.filter(path -> path.toString().endsWith(".java")).toList()) {
                names.addAll(Snippet.namesIn(Files.readString(file)));
            }
        }
        List<String> challenged =
                Challenges.declared().stream().map(Challenge::name).toList();
        assertThat(names).containsExactlyInAnyOrderElementsOf(challenged);
    }
}
