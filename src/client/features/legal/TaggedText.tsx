import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

// One `<name>text</name>` part of a translation (the legal texts never nest them).
const TAGGED_PART = /<(\w+)>([^<]*)<\/\1>/g;

/**
 * The translation at `textKey` as React nodes: each `<name>text</name>` part becomes a copy of
 * `components[name]` with that text as its children (its own children when the part is empty),
 * and `{{values}}` are filled in the text around and inside them. The tags are read before the
 * values go in, so a value is only ever text. A tag with no component keeps only its text.
 * Trans does the same with an HTML parser: 4.7 KB gzip on the four legal pages (bench/RESULTS.md).
 */
export function TaggedText({ ns, textKey, values, components }: {
  ns: string;
  textKey: string;
  values: Record<string, string | number>;
  components: Record<string, ReactElement>;
}) {
  const { t, i18n } = useTranslation(ns);
  const template = t(textKey, { skipInterpolation: true });
  const interpolate = (text: string) => i18n.services.interpolator.interpolate(text, values, i18n.language, {});
  const nodes: ReactNode[] = [];
  let start = 0;
  for (const match of template.matchAll(TAGGED_PART)) {
    if (match.index > start) nodes.push(interpolate(template.slice(start, match.index)));
    const [, name, text] = match;
    const component = components[name!];
    const inner = text ? interpolate(text) : '';
    if (component === undefined) nodes.push(inner);
    else nodes.push(inner ? cloneElement(component, { key: nodes.length }, inner) : cloneElement(component, { key: nodes.length }));
    start = match.index + match[0].length;
  }
  if (start < template.length) nodes.push(interpolate(template.slice(start)));
  return nodes;
}
