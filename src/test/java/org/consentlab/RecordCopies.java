package org.consentlab;

import java.lang.reflect.RecordComponent;
import java.util.Arrays;
import org.jspecify.annotations.Nullable;

/**
 * A record copied with one component replaced, for tests that need a variant of a row they hold (a
 * gate a caller made up naming another sandbox, a gate as the person edited it) without spelling
 * out every other component, so a component added to the record changes no test that copies it.
 */
public final class RecordCopies {

    private RecordCopies() {}

    /** {@code record} with its component named {@code component} set to {@code value}, every other as it is. */
    @SuppressWarnings("unchecked")
    public static <R extends Record> R with(R record, String component, @Nullable Object value) {
        RecordComponent[] components = record.getClass().getRecordComponents();
        if (Arrays.stream(components).noneMatch(each -> each.getName().equals(component))) {
            throw new IllegalArgumentException(record.getClass().getSimpleName() + " has no component " + component);
        }
        try {
            Object[] values = new Object[components.length];
            Class<?>[] types = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
                values[i] = components[i].getName().equals(component)
                        ? value
                        : components[i].getAccessor().invoke(record);
            }
            return (R) record.getClass().getDeclaredConstructor(types).newInstance(values);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot copy " + record.getClass().getSimpleName(), e);
        }
    }
}
