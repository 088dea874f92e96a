import { isSitePath } from './paths';

/**
 * The Markdown subset of the site's long texts (seed/types.ts, the staff's editor): paragraphs
 * separated by a blank line, `## ` subheadings, `- ` list items, `**bold**`, `*italic*` (titles of
 * works: a book, a film) and `[text](url)` links. The client renders it as React elements (RichText); richTextToHtml writes it as escaped
 * HTML where HTML is asked for (the description of a JobPosting). Raw HTML is never markup: it is
 * text. docs/content-admin.md, "Rich text".
 */
export type RichTextBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

export function parseRichText(source: string): RichTextBlock[] {
  const blocks: RichTextBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };

  for (const line of source.replace(/\r\n?/g, '\n').split('\n').map((raw) => raw.trim())) {
    if (line === '') {
      endParagraph();
      list = null;
    } else if (line.startsWith('## ')) {
      endParagraph();
      list = null;
      blocks.push({ kind: 'heading', text: line.slice(3).trim() });
    } else if (line.startsWith('- ')) {
      endParagraph();
      if (!list) {
        list = [];
        blocks.push({ kind: 'list', items: list });
      }
      list.push(line.slice(2).trim());
    } else if (list) {
      // A line right under a list item continues it, as in Markdown.
      list[list.length - 1] += ` ${line}`;
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return blocks;
}

/** A text's `**bold**` runs: odd indexes are bold. A lone `**` stays as written. */
function boldRuns(text: string): string[] {
  return text.split(/\*\*(.+?)\*\*/);
}

/** A text's `*italic*` runs (odd indexes): the asterisks hug the words, so "5 * 3" stays as written. */
function italicRuns(text: string): string[] {
  return text.split(/(?<![*\w])\*(?=[^\s*])([^*\n]*?[^\s*])\*(?![*\w])/);
}

export type InlineRun =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  | { kind: 'italic'; text: string }
  | { kind: 'link'; text: string; href: string };

// `[text](address)`: no brackets inside the text, no space or parenthesis inside the address.
const LINK = /\[([^[\]\n]+)\]\(([^()\s]+)\)/g;
// Only URL path characters in a site path (which isSitePath then checks stays on the site).
const SITE_PATH_CHARACTERS = /^[A-Za-z0-9\-._~/%?=&#]*$/;

/**
 * The address a link may point to, or null: http(s) URLs (written out again by the URL parser)
 * and this site's paths in their safe form (sitePath: `/..%2f%2fhost` is not one). `javascript:`, `data:`, `vbscript:`, `//host` and anything else, however
 * it is spelt, is refused: the link is then shown as the text it was written as.
 */
export function safeHref(address: string): string | null {
  if (SITE_PATH_CHARACTERS.test(address) && isSitePath(address)) return address;
  if (!/^https?:\/\//i.test(address)) return null;
  try {
    const url = new URL(address);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? url.href : null;
  } catch {
    return null;
  }
}

/** A line's runs: links whose address is safe, `**bold**`, `*italic*`, and text (a refused link stays text, as written). */
export function inlineRuns(text: string): InlineRun[] {
  const runs: InlineRun[] = [];
  const pushPlain = (piece: string) => {
    italicRuns(piece).forEach((part, index) => {
      if (part === '') return;
      if (index % 2 === 1) runs.push({ kind: 'italic', text: part });
      else if (runs.at(-1)?.kind === 'text') (runs.at(-1) as { text: string }).text += part;
      else runs.push({ kind: 'text', text: part });
    });
  };
  const pushText = (part: string) => {
    boldRuns(part).forEach((piece, index) => {
      if (piece === '') return;
      if (index % 2 === 1) runs.push({ kind: 'bold', text: piece });
      else pushPlain(piece);
    });
  };
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const href = safeHref(match[2]!);
    if (href === null) continue;
    pushText(text.slice(last, match.index));
    runs.push({ kind: 'link', text: match[1]!, href });
    last = match.index + match[0].length;
  }
  pushText(text.slice(last));
  return runs;
}

/** Links that leave the site open without handing it this page (rel), the same on the page and in HTML. */
export const isExternalHref = (href: string) => !href.startsWith('/');
export const EXTERNAL_LINK_REL = 'noopener noreferrer';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** The text as HTML (`<h2>`, `<p>`, `<ul><li>`, `<strong>`, `<a href>`); every character of the text and of each address is escaped. */
export function richTextToHtml(source: string): string {
  const inline = (text: string) =>
    inlineRuns(text)
      .map((run) => {
        if (run.kind === 'bold') return `<strong>${escapeHtml(run.text)}</strong>`;
        if (run.kind === 'italic') return `<em>${escapeHtml(run.text)}</em>`;
        if (run.kind === 'text') return escapeHtml(run.text);
        const rel = isExternalHref(run.href) ? ` rel="${EXTERNAL_LINK_REL}"` : '';
        return `<a href="${escapeHtml(run.href)}"${rel}>${escapeHtml(run.text)}</a>`;
      })
      .join('');
  return parseRichText(source)
    .map((block) => {
      switch (block.kind) {
        case 'heading':
          return `<h2>${inline(block.text)}</h2>`;
        case 'list':
          return `<ul>${block.items.map((item) => `<li>${inline(item)}</li>`).join('')}</ul>`;
        default:
          return `<p>${inline(block.text)}</p>`;
      }
    })
    .join('');
}

const WORDS_PER_MINUTE = 200;

/** Minutes to read the longer of the two texts, at about 200 words a minute, at least 1. */
export function readingMinutes(body: { fr: string; en: string }): number {
  // Markdown markers (`##`, `-`, `**`) are not words: a word has a letter or a digit.
  const words = (text: string) => text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
  return Math.max(1, Math.round(Math.max(words(body.fr), words(body.en)) / WORDS_PER_MINUTE));
}
