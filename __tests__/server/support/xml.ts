/**
 * A small strict XML reader for the tests (no dependency): it throws on anything a conforming
 * parser would reject in the documents this site writes: tags that do not nest, an unquoted or
 * repeated attribute, a bare `&` or `<` in text, an unknown entity, text outside the root.
 * DOCTYPEs, CDATA and processing instructions other than the prolog are refused outright.
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  /** The element's own text (entities decoded), trimmed. */
  text: string;
}

const NAME = '[A-Za-z_][\\w.-]*(?::[A-Za-z_][\\w.-]*)?';
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string, where: string): string {
  if (text.includes('<')) throw new Error(`XML: a bare "<" in ${where}`);
  return text.replace(/&([^;\s&]*);?/g, (match, entity: string) => {
    if (!match.endsWith(';')) throw new Error(`XML: a bare "&" in ${where}`);
    if (entity in ENTITIES) return ENTITIES[entity]!;
    const code = /^#x([0-9a-f]+)$/i.exec(entity)?.[1] ?? /^#(\d+)$/.exec(entity)?.[1];
    if (code === undefined) throw new Error(`XML: unknown entity &${entity}; in ${where}`);
    return String.fromCodePoint(entity.startsWith('#x') ? parseInt(code, 16) : Number(code));
  });
}

function parseAttributes(source: string, tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const rest = source.replace(new RegExp(`\\s+(${NAME})\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, 'g'), (_match, name: string, double?: string, single?: string) => {
    if (name in attributes) throw new Error(`XML: attribute ${name} repeated on <${tag}>`);
    attributes[name] = decode(double ?? single ?? '', `attribute ${name} of <${tag}>`);
    return '';
  });
  if (rest.trim() !== '') throw new Error(`XML: malformed attributes on <${tag}>: ${rest.trim()}`);
  return attributes;
}

export function parseXml(document: string): XmlElement {
  let source = document;
  const prolog = /^<\?xml\s+version="1\.0"(?:\s+encoding="UTF-8")?\s*\?>/.exec(source);
  if (prolog) source = source.slice(prolog[0].length);
  if (/<!|<\?/.test(source)) throw new Error('XML: DOCTYPE, CDATA, comments or processing instructions are not expected');

  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  const token = new RegExp(`<(/?)(${NAME})((?:\\s+[^<>]*?)?)\\s*(/?)>`, 'y');
  let index = 0;
  while (index < source.length) {
    const next = source.indexOf('<', index);
    const text = source.slice(index, next === -1 ? undefined : next);
    if (text.trim() !== '') {
      const parent = stack.at(-1);
      if (!parent) throw new Error(`XML: text outside the root element: ${text.trim().slice(0, 40)}`);
      parent.text += decode(text, `<${parent.name}>`);
    } else if (text.includes('&') || text.includes('>')) {
      throw new Error('XML: stray characters between elements');
    }
    if (next === -1) break;
    token.lastIndex = next;
    const match = token.exec(source);
    if (!match) throw new Error(`XML: malformed tag at ${source.slice(next, next + 60)}`);
    const [whole, closing, name, attributeText, selfClosing] = match as unknown as [string, string, string, string, string];
    index = next + whole.length;
    if (closing) {
      if (attributeText.trim() !== '' || selfClosing) throw new Error(`XML: malformed closing tag </${name}>`);
      const open = stack.pop();
      if (!open || open.name !== name) throw new Error(`XML: </${name}> closes <${open?.name ?? 'nothing'}>`);
      open.text = open.text.trim();
      continue;
    }
    const element: XmlElement = { name, attributes: parseAttributes(attributeText, name), children: [], text: '' };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else if (root) throw new Error('XML: more than one root element');
    else root = element;
    if (!selfClosing) stack.push(element);
  }
  if (stack.length > 0) throw new Error(`XML: <${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new Error('XML: no root element');
  return root;
}
