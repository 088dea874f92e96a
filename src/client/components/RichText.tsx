import type { ReactNode } from 'react';
import { boldRuns, parseRichText } from '../../shared/richText';

/** `**bold**` runs as <strong>; a lone `**` stays as written. */
function inline(text: string): ReactNode[] {
  return boldRuns(text).map((part, index) => (index % 2 === 1 ? <strong key={index}>{part}</strong> : part));
}

export interface RichTextProps {
  /** The text in the Markdown subset. */
  text: string;
  /** Level of the `## ` subheadings: 2 under a page's h1 (default), 3 inside a section headed by an h2. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A long text (the Markdown subset of shared/richText.ts) rendered as React elements, never as
 * HTML, so a text can hold no markup or script of its own.
 */
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
