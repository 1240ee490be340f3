/*
 * XLIFF 2.0 (OASIS), the file translators exchange: each message a <unit> whose <segment> holds the
 * English <source> and the translation's <target> side by side. A message's ICU text is the unit's text
 * as it is, escaped as XML asks and nothing else, so `{name}` and `{count, plural, …}` reach the
 * translator, and come back, as typed.
 */

/** XLIFF 2's namespace (2.0 and 2.1 share it): a file is XLIFF 2 when its root is <xliff> in it. */
export const XLIFF_2_NAMESPACE = 'urn:oasis:names:tc:xliff:document:2.0';
/** Where jsdom's DOMParser puts the document it returns for text that is not well-formed XML. */
const PARSE_ERROR_NAMESPACE = 'http://www.mozilla.org/newlayout/xml/parsererror.xml';

/** One message for translators: its key, its English and, where there is one, its translation. */
export interface XliffUnit {
  id: string;
  source: string;
  target?: string;
}

/** One area (messages/<language>/<area>.json) as an XLIFF <file>, its units in English's order. */
export interface XliffFile {
  id: string;
  units: XliffUnit[];
}

export interface XliffDocument {
  srcLang: string;
  trgLang: string;
  files: XliffFile[];
}

/** What is wrong with a translators' file: where (its <file> id and <unit> id, when known) and the rule. */
export interface XliffProblem {
  file?: string;
  unit?: string;
  rule: string;
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#13;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');

/** The XLIFF 2.0 text of a document: a unit with a target is `translated`, one without is `initial`. */
export function writeXliff({ srcLang, trgLang, files }: XliffDocument): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<xliff xmlns="${XLIFF_2_NAMESPACE}" version="2.0" srcLang="${escapeAttribute(srcLang)}" trgLang="${escapeAttribute(trgLang)}">`,
  ];
  for (const file of files) {
    lines.push(`  <file id="${escapeAttribute(file.id)}">`);
    for (const { id, source, target } of file.units) {
      lines.push(
        `    <unit id="${escapeAttribute(id)}">`,
        `      <segment state="${target === undefined ? 'initial' : 'translated'}">`,
      );
      lines.push(`        <source>${escapeText(source)}</source>`);
      if (target !== undefined) lines.push(`        <target>${escapeText(target)}</target>`);
      lines.push('      </segment>', '    </unit>');
    }
    lines.push('  </file>');
  }
  return [...lines, '</xliff>', ''].join('\n');
}

const xliffChildren = (parent: Element, ...names: string[]) =>
  [...parent.children].filter((child) => child.namespaceURI === XLIFF_2_NAMESPACE && names.includes(child.localName));

/** A <source>'s or <target>'s text, or the rule it breaks: inline codes (<ph>, <pc>, <mrk>…) are not ICU text. */
function textOf(element: Element): string | { rule: string } {
  const markup = element.firstElementChild;
  if (markup)
    return {
      rule: `<${element.localName}> holds <${markup.localName}>: a message is plain text, its {placeholders} typed as in English`,
    };
  return element.textContent ?? '';
}

/**
 * A unit's English and translation: the text of its segments (and ignorables) in order. It has no
 * translation when a segment lacks a <target>, or when the target is empty and the English is not.
 */
function readUnit(unit: Element): XliffUnit | { rule: string } {
  const id = unit.getAttribute('id') ?? '';
  const parts = xliffChildren(unit, 'segment', 'ignorable');
  if (!parts.length) return { rule: 'has no <segment>' };
  let source = '';
  let target: string | undefined = '';
  for (const part of parts) {
    const [sourceElement] = xliffChildren(part, 'source');
    if (!sourceElement) return { rule: `a <${part.localName}> has no <source>` };
    const [targetElement] = xliffChildren(part, 'target');
    const sourceText = textOf(sourceElement);
    if (typeof sourceText !== 'string') return sourceText;
    const targetText = targetElement ? textOf(targetElement) : part.localName === 'ignorable' ? sourceText : undefined;
    if (typeof targetText === 'object') return targetText;
    source += sourceText;
    target = target === undefined || targetText === undefined ? undefined : target + targetText;
  }
  return { id, source, target: target === '' && source !== '' ? undefined : target };
}

/** Every <unit> of a <file>, those in <group>s included, in document order. */
const unitsOf = (parent: Element): Element[] =>
  xliffChildren(parent, 'unit', 'group').flatMap((child) => (child.localName === 'group' ? unitsOf(child) : [child]));

/**
 * Reads an XLIFF 2 file's languages, files and units. Problems name the file and unit ids where they
 * are known; with any problem the document is incomplete and must not be used.
 */
export async function readXliff(text: string): Promise<{ document: XliffDocument; problems: XliffProblem[] }> {
  // jsdom takes about a second to load: only a command that reads XLIFF pays for it. Its parser
  // (saxes) expands no external entity and fetches nothing.
  const { JSDOM } = await import('jsdom');
  const root = new new JSDOM().window.DOMParser().parseFromString(text, 'application/xml').documentElement;
  const document: XliffDocument = { srcLang: '', trgLang: '', files: [] };
  const problems: XliffProblem[] = [];
  if (root.namespaceURI === PARSE_ERROR_NAMESPACE) return { document, problems: [{ rule: `is not XML: ${root.textContent}` }] };
  if (root.localName !== 'xliff' || root.namespaceURI !== XLIFF_2_NAMESPACE) {
    const found = `<${root.localName}> in ${root.namespaceURI ?? 'no namespace'}`;
    return { document, problems: [{ rule: `is not XLIFF 2: its root is ${found}, not <xliff> in ${XLIFF_2_NAMESPACE}` }] };
  }
  const version = root.getAttribute('version') ?? '';
  if (!/^2\.\d+$/.test(version)) problems.push({ rule: `is not XLIFF 2: version "${version}"` });
  document.srcLang = root.getAttribute('srcLang') ?? '';
  document.trgLang = root.getAttribute('trgLang') ?? '';
  if (!document.trgLang) problems.push({ rule: 'has no trgLang: the language translated into' });
  for (const fileElement of xliffChildren(root, 'file')) {
    const file: XliffFile = { id: fileElement.getAttribute('id') ?? '', units: [] };
    if (document.files.some(({ id }) => id === file.id)) problems.push({ file: file.id, rule: 'a second <file> of this id' });
    document.files.push(file);
    for (const unitElement of unitsOf(fileElement)) {
      const unit = readUnit(unitElement);
      const id = unitElement.getAttribute('id') ?? '';
      if ('rule' in unit) problems.push({ file: file.id, unit: id, rule: unit.rule });
      else if (file.units.some((each) => each.id === id))
        problems.push({ file: file.id, unit: id, rule: 'a second <unit> of this id' });
      else file.units.push(unit);
    }
  }
  return { document, problems };
}
