import type { ReactNode } from 'react';
import { EXTERNAL_LINK_REL, inlineRuns, isExternalHref, parseRichText } from '../../shared/richText';
import { Link } from './Link';

/** `**bold**` runs as <strong>, `*italic*` as <em>, safe links as <a> (the site's own through the router); everything else as text. */
function inline(text: string): ReactNode[] {
  return inlineRuns(text).map((run, index) => {
    if (run.kind === 'bold') return <strong key={index}>{run.text}</strong>;
    if (run.kind === 'italic') return <em key={index}>{run.text}</em>;
    if (run.kind === 'text') return run.text;
    return isExternalHref(run.href) ? (
      <a key={index} href={run.href} rel={EXTERNAL_LINK_REL}>
        {run.text}
      </a>
    ) : (
      <Link key={index} to={run.href}>
        {run.text}
      </Link>
    );
  });
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
