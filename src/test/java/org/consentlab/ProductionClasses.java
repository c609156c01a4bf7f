package org.consentlab;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;

/** The application's classes as ArchUnit sees them, imported once for every fence test. */
public final class ProductionClasses {

    private static JavaClasses imported;

    private ProductionClasses() {}

    public static synchronized JavaClasses get() {
        if (imported == null) {
            imported = new ClassFileImporter()
                    .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                    // The code Spring's AOT processing generates (Foo__BeanDefinitions, Foo$$SpringCGLIB$$0) lands in
                    // target/classes too: it wires every bean, and is the build's, not the application's.
                    .withImportOption(location -> !location.contains("__") && !location.contains("$$SpringCGLIB$$"))
                    .importPackages("org.consentlab");
        }
        return imported;
    }
}
