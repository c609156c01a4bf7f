package org.consentlab.instructor.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.consentlab.instructor.ClassId;
import org.consentlab.instructor.ClassMember;
import org.consentlab.instructor.LabVisit;
import org.consentlab.instructor.LearnerStatus;
import org.consentlab.sandbox.SandboxId;
import org.junit.jupiter.api.Test;

class ClassCsvTest {

    @Test
    void oneLinePerLearnerUnderAHeaderWithNamesKeptAsTextNeverAsFormulas() {
        Instant at = Instant.parse("2026-11-30T10:00:00Z");
        SandboxId sandbox = new SandboxId("0a1b2c3d-0000-4000-8000-000000000001");
        LearnerRow row = new LearnerRow(
                new ClassMember(sandbox, new ClassId("c"), "=HYPERLINK(\"x\",\"y\"), me", at),
                new LearnerStatus(Map.of(1, true, 2, false, 4, true), 2, at),
                new LabVisit(4, at, at),
                3);

        String[] lines = ClassCsv.of(List.of(row)).split("\r\n");

        assertThat(lines).hasSize(2);
        assertThat(lines[0])
                .isEqualTo("\"name\",\"sandbox\",\"lab 1\",\"lab 2\",\"lab 3\",\"lab 4\",\"lab 5\",\"lab 6\","
                        + "\"lab 7\",\"lab 8\",\"hints used\",\"on lab\",\"pending gates\",\"last active\"");
        assertThat(lines[1])
                .isEqualTo("\"'=HYPERLINK(\"\"x\"\",\"\"y\"\"), me\",\"0a1b2c3d\",\"done\",\"open\",\"open\","
                        + "\"done\",\"open\",\"open\",\"open\",\"open\",\"3\",\"4\",\"2\",\"2026-11-30T10:00:00Z\"");
    }

    @Test
    void everyFormulaLeadIsDefused() {
        for (String lead : new String[] {"=", "+", "-", "@", "\t", "\r"}) {
            assertThat(ClassCsv.field(lead + "1+1")).isEqualTo("\"'" + lead + "1+1\"");
        }
        assertThat(ClassCsv.field("Ada")).isEqualTo("\"Ada\"");
    }
}
