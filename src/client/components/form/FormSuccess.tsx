import { useEffect, useRef, type ReactNode } from 'react';
import './form.css';

export interface FormSuccessProps {
  /** "Message sent": the heading that takes the focus. */
  title: string;
  /** What happens next. */
  children?: ReactNode;
  /** The button that brings back an empty form ("Send another message"). */
  againLabel: string;
  onAgain: () => void;
}

/** Replaces a sent form; the focus moves to its heading so the outcome is read out at once. */
export function FormSuccess({ title, children, againLabel, onAgain }: FormSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="form-success">
      <h2 ref={heading} tabIndex={-1} className="form-success__title">
        {title}
      </h2>
      {children}
      <button type="button" className="button button--ghost" onClick={onAgain}>
        {againLabel}
      </button>
    </div>
  );
}
