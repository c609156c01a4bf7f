package org.consentlab;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.constructors;
import static org.assertj.core.api.Assertions.assertThat;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaConstructor;
import com.tngtech.archunit.core.domain.JavaModifier;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import java.time.Clock;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.springframework.stereotype.Component;

/**
 * No constructor in main code takes more than {@value #MOST} parameters: a class that needs more is
 * doing several things, or its collaborators belong together in a bundle named for what they mean.
 *
 * <p>A value whose parameters are all data (a row, a message, a snapshot) is exempt: its constructor
 * lists the fields of one value, so its width measures the data, not how many things the class leans
 * on. A value is a record, or a final class of final fields (one that must hide its constructor, as
 * a person's decision does, cannot be a record). A value that carries a collaborator (one of our
 * beans, a Spring type, a clock or a callback) is a bundle of collaborators and is held to the same
 * limit as any class.
 */
class ConstructorSizeTest {

    static final int MOST = 6;

    /**
     * Classes whose constructors still take more, each to be brought down; the list only shrinks:
     * a class that no longer needs its place here fails {@link #theListOfLargerConstructorsOnlyShrinks}.
     * Empty: the last two, the kernel's gate facade and decision path, came down when they stopped
     * looking each other up.
     */
    static final Set<String> NOT_YET = Set.of();

    @Test
    void noConstructorTakesMoreThanSixParameters() {
        constructors()
                .that()
                .areDeclaredInClassesThat()
                .resideInAPackage("org.consentlab..")
                .and()
                .areDeclaredInClassesThat(DescribedPredicate.describe(
                        "not yet brought down", (JavaClass owner) -> !NOT_YET.contains(owner.getName())))
                .should(takeAtMost(MOST))
                .because("a view gets one page model for its lab, a component takes data and fires events, "
                        + "and collaborators that belong together travel as one named bundle")
                .check(ProductionClasses.get());
    }

    @Test
    void theListOfLargerConstructorsOnlyShrinks() {
        Set<String> larger = ProductionClasses.get().stream()
                .flatMap(type -> type.getConstructors().stream())
                .filter(constructor -> declared(constructor) > MOST && !dataRecord(constructor))
                .map(constructor -> constructor.getOwner().getName())
                .collect(Collectors.toSet());
        assertThat(larger).containsAll(NOT_YET);
    }

    private static ArchCondition<JavaConstructor> takeAtMost(int most) {
        return new ArchCondition<>("take at most " + most + " parameters") {
            @Override
            public void check(JavaConstructor constructor, ConditionEvents events) {
                int count = declared(constructor);
                if (count > most && !dataRecord(constructor)) {
                    events.add(SimpleConditionEvent.violated(
                            constructor, constructor.getFullName() + " takes " + count + " parameters"));
                }
            }
        };
    }

    /** The parameters as written: the compiler adds an enum constant's name and ordinal, and an inner class's outer instance. */
    private static int declared(JavaConstructor constructor) {
        JavaClass owner = constructor.getOwner();
        int added = owner.isEnum() ? 2 : owner.isInnerClass() ? 1 : 0;
        return constructor.getRawParameterTypes().size() - added;
    }

    private static boolean dataRecord(JavaConstructor constructor) {
        return value(constructor.getOwner())
                && constructor.getRawParameterTypes().stream().noneMatch(ConstructorSizeTest::collaborator);
    }

    private static boolean value(JavaClass type) {
        return type.isRecord()
                || type.getModifiers().contains(JavaModifier.FINAL)
                        && type.getFields().stream()
                                .filter(field -> !field.getModifiers().contains(JavaModifier.STATIC))
                                .allMatch(field -> field.getModifiers().contains(JavaModifier.FINAL));
    }

    /** What a class leans on rather than holds: our beans, Spring's types, a clock, a callback. */
    private static boolean collaborator(JavaClass type) {
        return type.isMetaAnnotatedWith(Component.class)
                || type.getPackageName().startsWith("org.springframework")
                || type.isAssignableTo(Clock.class)
                || type.getPackageName().equals("java.util.function")
                || type.isAssignableTo(Runnable.class);
    }
}
