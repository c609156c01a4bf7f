package org.consentlab.scoreboard;

import java.io.StringWriter;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * The exercises as RootTheBox's XML import reads them (its {@code xmlsetup}): the categories, then
 * one corporation whose boxes are the exercises, each with its one static flag and its priced hints.
 * Written by the JDK's streaming writer, which escapes every text.
 */
final class RootTheBoxXml {

    private RootTheBoxXml() {}

    static String of(List<BoardExercise> exercises, Function<BoardExercise, String> flag) {
        StringWriter out = new StringWriter();
        try {
            XMLStreamWriter xml = XMLOutputFactory.newInstance().createXMLStreamWriter(out);
            xml.writeStartDocument("UTF-8", "1.0");
            xml.writeStartElement("root");
            Set<String> categories = new LinkedHashSet<>();
            exercises.forEach(exercise -> categories.add(exercise.category()));
            xml.writeStartElement("categories");
            xml.writeAttribute("count", String.valueOf(categories.size()));
            for (String category : categories) {
                xml.writeStartElement("category");
                text(xml, "category", category);
                xml.writeEndElement();
            }
            xml.writeEndElement();
            xml.writeStartElement("corporations");
            xml.writeAttribute("count", "1");
            xml.writeStartElement("corporation");
            text(xml, "name", "Consent Lab");
            xml.writeStartElement("boxes");
            xml.writeAttribute("count", String.valueOf(exercises.size()));
            for (BoardExercise exercise : exercises) {
                box(xml, exercise, flag.apply(exercise));
            }
            xml.writeEndElement();
            xml.writeEndElement();
            xml.writeEndElement();
            xml.writeEndElement();
            xml.writeEndDocument();
            xml.close();
        } catch (XMLStreamException e) {
            throw new IllegalStateException("writing XML to a string cannot fail", e);
        }
        return out.toString();
    }

    private static void box(XMLStreamWriter xml, BoardExercise exercise, String flag) throws XMLStreamException {
        xml.writeStartElement("box");
        text(xml, "name", exercise.title());
        text(xml, "description", exercise.description());
        text(xml, "difficulty", exercise.difficulty() + " of " + BoardExercise.MAX_DIFFICULTY);
        text(xml, "category", exercise.category());
        text(xml, "gamelevel", "0");
        text(xml, "value", "0");
        xml.writeStartElement("flags");
        xml.writeAttribute("count", "1");
        xml.writeStartElement("flag");
        xml.writeAttribute("type", "static");
        text(xml, "name", exercise.id());
        text(xml, "token", flag);
        text(xml, "value", String.valueOf(exercise.value()));
        text(xml, "description", exercise.description());
        xml.writeEndElement();
        xml.writeEndElement();
        xml.writeStartElement("hints");
        xml.writeAttribute("count", String.valueOf(exercise.hints().size()));
        for (String hint : exercise.hints()) {
            xml.writeStartElement("hint");
            text(xml, "price", String.valueOf(exercise.hintCost()));
            text(xml, "description", hint);
            xml.writeEndElement();
        }
        xml.writeEndElement();
        xml.writeEndElement();
    }

    private static void text(XMLStreamWriter xml, String name, String text) throws XMLStreamException {
        xml.writeStartElement(name);
        xml.writeCharacters(text);
        xml.writeEndElement();
    }
}
