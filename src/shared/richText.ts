/**
 * The Markdown subset of the site's long texts (seed/types.ts): paragraphs separated by a blank
 * line, `## ` subheadings, `- ` list items and `**bold**`. The client renders it as React
 * elements (RichText); richTextToHtml writes it as escaped HTML where HTML is asked for (the
 * description of a JobPosting).
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
export function boldRuns(text: string): string[] {
  return text.split(/\*\*(.+?)\*\*/);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/** The text as HTML (`<h2>`, `<p>`, `<ul><li>`, `<strong>`); every character of the text itself is escaped. */
export function richTextToHtml(source: string): string {
  const inline = (text: string) =>
    boldRuns(text)
      .map((part, index) => (index % 2 === 1 ? `<strong>${escapeHtml(part)}</strong>` : escapeHtml(part)))
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
