"""The catalog formats of measure_catalogs.py: a gettext catalog with human translations turned into the file
`attn localize` fills, into the complete file (every target the human translation) that must come back byte
for byte, read back after filling, and checked the way the format's own tools check it.

PO uses gettext's tools (msgfilter, msgfmt -c). XLIFF 1.2, XLIFF 2.0 and Android strings.xml are written by
translate-toolkit's storage classes (its escaping and layout, as Weblate and Pootle write them) and read back
with other parsers than attn's: Python's xml.etree for XLIFF, lxml with translate-toolkit's Android unescaping
for Android. Every written file is parsed by xml.etree (expat); an XLIFF file must also read in translate-toolkit
with all its units, and an Android file must pass the rules aapt2 applies to string values (escapes,
apostrophes, positional format arguments, the language's plural categories).
"""
import collections
import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET

import polib
from lxml import etree
from translate.misc.multistring import multistring
from translate.storage import aresource, xliff, xliff2

# One message of the catalog: its position (the key of every format), msgctxt, msgid, msgid_plural and the
# human translation's forms (msgstr, or msgstr[0..n-1]).
Entry = collections.namedtuple("Entry", "index context source source_plural forms")

# One filled message read back: (source, target) of each form filled, singular first.
Filled = collections.namedtuple("Filled", "index pairs")


def po_entries(path):
    """The messages of a PO file but its header, in file order."""
    entries = []
    for e in polib.pofile(path):
        if not e.msgid or e.obsolete:
            continue
        forms = [e.msgstr_plural[k] for k in sorted(e.msgstr_plural)] if e.msgid_plural else [e.msgstr]
        entries.append(Entry(len(entries), e.msgctxt, e.msgid, e.msgid_plural or None, forms))
    return entries


class Format:
    """write(po_path, entries, lang, folder, complete) -> the file to give attn localize; read_filled(path, given,
    entries) -> [Filled] of the file written from the file given; check(path, lang, entries) -> what the format's
    tools would refuse, or None."""

    def bleu_text(self, text):
        """A gettext text (a reference, a plain translation) in the form the format's filled texts are read."""
        return text


class Po(Format):
    name = "po"

    def write(self, po_path, entries, lang, folder, complete):
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, os.path.basename(po_path))
        if complete:
            shutil.copyfile(po_path, path)
        else:
            subprocess.run(["msgfilter", "--keep-header", "--no-wrap", "-i", po_path, "-o", path, "sed", "-e", "d"],
                           check=True)
        return path

    def read_filled(self, path, given, entries):
        index = {(e.context, e.source): e.index for e in entries}
        filled = []
        for e in polib.pofile(path):
            if "fuzzy" not in e.flags or (e.msgctxt, e.msgid) not in index:
                continue
            if e.msgid_plural:
                pairs = [(e.msgid, e.msgstr_plural[0])]
                pairs += [(e.msgid_plural, e.msgstr_plural[k]) for k in sorted(e.msgstr_plural) if k > 0]
            else:
                pairs = [(e.msgid, e.msgstr)]
            filled.append(Filled(index[(e.msgctxt, e.msgid)], pairs))
        return filled

    def check(self, path, lang, entries):
        run = subprocess.run(["msgfmt", "-c", "-o", os.devnull, path], capture_output=True, text=True)
        return run.stderr.strip() if run.returncode else None


def unit_id(entry, form=None):
    return f"m{entry.index}" if form is None else f"m{entry.index}[{form}]"


UNIT_ID = re.compile(r"m(\d+)(?:\[(\d+)\])?$")


def xliff_units(entry):
    """(id, source, human translation) of each unit of a message: a plural message is a unit per gettext
    form, as po2xliff writes it (XLIFF has no plural forms)."""
    if entry.source_plural is None:
        return [(unit_id(entry), entry.source, entry.forms[0])]
    return [(unit_id(entry, k), entry.source if k == 0 else entry.source_plural, form)
            for k, form in enumerate(entry.forms)]


def filled_from_units(units, entries):
    """Filled messages from (unit id, source, target) of the units filled: a message counts when its
    singular unit was filled."""
    by_entry = collections.defaultdict(dict)
    for uid, source, target in units:
        found = UNIT_ID.match(uid or "")
        if found:
            by_entry[int(found.group(1))][int(found.group(2) or 0)] = (source, target)
    return [Filled(i, [forms[k] for k in sorted(forms)]) for i, forms in sorted(by_entry.items()) if 0 in forms]


def parse_error(path):
    try:
        ET.parse(path)
    except ET.ParseError as error:
        return f"not well-formed: {error}"
    return None


class Xliff12File(xliff.xlifffile):
    """translate-toolkit writes XLIFF 1.1 by default; the same file as 1.2."""
    XMLskeleton = """<?xml version="1.0" ?>
<xliff version='1.2' xmlns='urn:oasis:names:tc:xliff:document:1.2'>
<file original='NoName' source-language='en' datatype='plaintext'>
<body>
</body>
</file>
</xliff>"""


class Xliff12Unit(xliff.xliffunit):
    namespace = "urn:oasis:names:tc:xliff:document:1.2"


Xliff12File.UnitClass = Xliff12Unit


class Xliff(Format):
    """XLIFF 1.2 (`trans-unit`, context as `resname`) or 2.0 (`unit`/`segment`, context as the unit's name)."""

    def __init__(self, version):
        self.version = version
        self.name = "xliff12" if version == "1.2" else "xliff20"
        self.ns = "{urn:oasis:names:tc:xliff:document:%s}" % version

    def write(self, po_path, entries, lang, folder, complete):
        store = (Xliff12File if self.version == "1.2" else xliff2.Xliff2File)(sourcelanguage="en",
                                                                               targetlanguage=lang)
        original = os.path.splitext(os.path.basename(po_path))[0]
        for entry in entries:
            for uid, source, translation in xliff_units(entry):
                unit = store.addsourceunit(source)
                unit.setid(uid)
                if self.version == "1.2":
                    element = unit.xmlelement
                    element.set("resname", entry.context) if entry.context else None
                else:
                    element = unit.getunitelement()
                    element.set("name", entry.context) if entry.context else None
                if complete:
                    unit.target = translation
        if self.version == "1.2":
            store.document.getroot().find(self.ns + "file").set("original", original)
        os.makedirs(folder, exist_ok=True)
        path = os.path.join(folder, original + ".xlf")
        store.savefile(path)
        return path

    def read_filled(self, path, given, entries):
        root = ET.parse(path).getroot()
        units = []
        if self.version == "1.2":
            for unit in root.iter(self.ns + "trans-unit"):
                target = unit.find(self.ns + "target")
                if target is not None and target.get("state") == "needs-review-translation":
                    units.append((unit.get("id"), text_of(unit.find(self.ns + "source")), text_of(target)))
        else:
            for unit in root.iter(self.ns + "unit"):
                segment = unit.find(self.ns + "segment")
                target = segment.find(self.ns + "target")
                if target is not None and segment.get("state") == "translated":
                    units.append((unit.get("id"), text_of(segment.find(self.ns + "source")), text_of(target)))
        return filled_from_units(units, entries)

    def check(self, path, lang, entries):
        error = parse_error(path)
        if error:
            return error
        root = ET.parse(path).getroot()
        if root.tag != self.ns + "xliff" or root.get("version") != self.version:
            return f"root is {root.tag} version {root.get('version')}"
        # translate-toolkit (Weblate's and Pootle's reader) reads every unit the file had before filling.
        store = (Xliff12File if self.version == "1.2" else xliff2.Xliff2File).parsefile(path)
        ids = [unit.getid().split("\x04")[-1] for unit in store.units]  # 1.2's ids come as "original\x04id"
        expected = [uid for entry in entries for uid, _, _ in xliff_units(entry)]
        if ids != expected:
            return f"translate-toolkit reads {len(ids)} units, {len(expected)} were written"
        return None


def text_of(element):
    """The text of a source or target; the catalogs' markup is text, so an inline element here is a fault."""
    if len(element):
        return "<inline element %s>" % element[0].tag
    return element.text or ""


class Android(Format):
    """An app's res/ folder: the default values/strings.xml with the English sources and values-LANG/strings.xml,
    empty to be filled, or complete. A message is a <string> or a <plurals> named m<index>; a string with several
    non-positional format arguments carries formatted="false", as aapt2 demands."""

    name = "android"
    REVIEW = "attn: machine translation, to be reviewed"

    def write(self, po_path, entries, lang, folder, complete):
        res = os.path.join(folder, os.path.splitext(os.path.basename(po_path))[0], "res")
        for language, values in (("en", "values"), (lang, f"values-{lang}")):
            store = aresource.AndroidResourceFile()
            store.settargetlanguage(language)
            for entry in entries:
                if language != "en" and not complete:
                    break
                unit = aresource.AndroidResourceUnit(entry.source)
                unit.setid(unit_id(entry))
                store.addunit(unit)
                if entry.source_plural is None:
                    unit.target = entry.source if language == "en" else entry.forms[0]
                    if not java_format_ok(entry.source):
                        unit.xmlelement.set("formatted", "false")
                elif language == "en":
                    unit.target = multistring([entry.source, entry.source_plural])
                else:
                    # gettext's forms of de and fr are 0 for one and 1 for the rest; CLDR's categories of fr
                    # add many, which takes the plural form.
                    tags = store.get_plural_tags(multistring(entry.forms))
                    unit.target = multistring([entry.forms[0 if tag == "one" else -1] for tag in tags])
            os.makedirs(os.path.join(res, values), exist_ok=True)
            store.savefile(os.path.join(res, values, "strings.xml"))
        return os.path.join(res, f"values-{lang}", "strings.xml")

    def read_filled(self, path, given, entries):
        """The filled resources, each form with its source as the default values/strings.xml beside the
        translation states it (the text an app gets, decoded the same way as the translation)."""
        default = os.path.join(os.path.dirname(os.path.dirname(given)), "values", "strings.xml")
        sources = {unit.getid(): unit for unit in aresource.AndroidResourceFile.parsefile(default).units}
        filled = []
        for unit in aresource.AndroidResourceFile.parsefile(path).units:
            found = UNIT_ID.match(unit.getid() or "")
            if not found or self.REVIEW not in unit.getnotes():
                continue
            source = sources[unit.getid()]
            if source.xmlelement.tag == "string":
                pairs = [(app_text(source.xmlelement), app_text(unit.xmlelement))]
            else:
                forms = {item.get("quantity"): app_text(item) for item in source.xmlelement}
                pairs = [(forms["one" if tag == "one" else "other"], app_text(item))
                         for item in unit.xmlelement for tag in [item.get("quantity")]]
                pairs.sort(key=lambda pair: pair[0] != forms["one"])
            filled.append(Filled(int(found.group(1)), pairs))
        return filled

    def bleu_text(self, text):
        """A gettext text (a reference or a plain translation) as an app gets it from strings.xml: the catalogs'
        Pango text spells < > & as entities, which become characters there."""
        return decode_xml_escapes(text)

    def check(self, path, lang, entries):
        error = parse_error(path)
        if error:
            return error
        store = aresource.AndroidResourceFile()
        store.settargetlanguage(lang)
        categories = set(store.get_plural_tags(multistring(["", ""])))
        for element in etree.parse(path).getroot():
            if element.tag is etree.Comment:
                continue
            name = element.get("name")
            if element.tag == "string":
                problem = value_problem(element)
                if not problem and element.get("formatted") != "false" and not java_format_ok(plain_value(element)):
                    problem = "several non-positional format arguments without formatted=\"false\""
            elif element.tag == "plurals":
                quantities = [item.get("quantity") for item in element if item.tag is not etree.Comment]
                problem = next(filter(None, (value_problem(item) for item in element if item.tag is not etree.Comment)),
                               None)
                if not problem and (set(quantities) != categories or len(quantities) != len(set(quantities))):
                    problem = f"plural items {quantities}, the language's categories are {sorted(categories)}"
            else:
                problem = f"unexpected resource <{element.tag}>"
            if problem:
                return f"{name}: {problem}"
        return None


# aapt2's escapes: \uXXXX and any other character after a backslash (itself, or n and t).
ANDROID_ESCAPE = re.compile(r"\\(u[0-9A-Fa-f]{4}|[^u])")


def value_problem(element):
    """What aapt2 refuses in a string value: a bad \\u escape, a backslash at the end, an apostrophe neither
    escaped nor inside double quotes, and an unescaped @ or ? in front (a resource reference)."""
    text = "".join(element.itertext())
    if re.match(r"\s*[@?]", text) and not re.match(r'\s*"', text):
        return f"starts with an unescaped {text.strip()[0]}"
    quoted = False
    rest = ANDROID_ESCAPE.sub("", text)
    if "\\" in rest:
        return "an invalid backslash escape"
    for ch in rest:
        if ch == '"':
            quoted = not quoted
        elif ch == "'" and not quoted:
            return "an unescaped apostrophe"
    return None


XML_ESCAPE = re.compile(r"&(lt|gt|amp);")


def decode_xml_escapes(text):
    return XML_ESCAPE.sub(lambda m: {"lt": "<", "gt": ">", "amp": "&"}[m.group(1)], text)


def app_text(element):
    """The text of a string or plural item as the app gets it, its markup as tags: translate-toolkit decodes a
    value with markup to the markup's XML, whose escaped < > & are characters of the text."""
    text = aresource.AndroidResourceUnit("").get_xml_text_value(element)
    return decode_xml_escapes(text) if len(element) else text


def plain_value(element):
    """The value as the app gets it (escapes undone, quotes removed), for the format argument check."""
    return aresource.AndroidResourceUnit("").get_xml_text_value(element)


def java_format_ok(text):
    """aapt2's check of a formatted string (VerifyJavaStringFormat): more than one format argument needs every
    one positional (%1$s)."""
    args, nonpositional, i = 0, False, 0
    while i < len(text):
        if text[i] == "%" and i + 1 < len(text):
            i += 1
            if text[i] in "%n":
                i += 1
                continue
            args += 1
            digits = re.match(r"\d*", text[i:]).group(0)
            if digits:
                i += len(digits)
                if i < len(text) and text[i] != "$":
                    nonpositional = True
            elif text[i] == "<":
                nonpositional = True
                i += 1
            else:
                nonpositional = True
            while i < len(text) and text[i] in "-#+ ,(0123456789$":
                i += 1
            if i < len(text) and text[i] in "DFKMWZkmwyz":
                return True
        i += 1
    return not (args > 1 and nonpositional)


FORMATS = {f.name: f for f in (Po(), Xliff("1.2"), Xliff("2.0"), Android())}
