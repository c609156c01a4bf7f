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
                    .importPackages("org.consentlab");
        }
        return imported;
    }
}
