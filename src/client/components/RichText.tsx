import type { ReactNode } from 'react';

/**
 * The Markdown subset of the site's long texts (seed/types.ts): paragraphs separated by a blank
 * line, `## ` subheadings, `- ` list items and `**bold**`. Rendered as React elements, never as
 * HTML, so a text can hold no markup or script of its own.
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

/** `**bold**` runs as <strong>; a lone `**` stays as written. */
function inline(text: string): ReactNode[] {
  return text.split(/\*\*(.+?)\*\*/).map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : part));
}

export interface RichTextProps {
  /** The text in the Markdown subset. */
  text: string;
  /** Level of the `## ` subheadings: 2 under a page's h1 (default), 3 inside a section headed by an h2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function RichText({ text, headingLevel = 2, className }: RichTextProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'}>
      {parseRichText(text).map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return <Heading key={index}>{inline(block.text)}</Heading>;
          case 'list':
            return (
              <ul key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{inline(item)}</li>
                ))}
              </ul>
            );
          default:
            return <p key={index}>{inline(block.text)}</p>;
        }
      })}
    </div>
  );
}
