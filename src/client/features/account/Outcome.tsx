import { useEffect, useRef, type ReactNode } from 'react';
import '../../components/form/form.css';
import './account.css';

/** Replaces a form once it has done its work; the focus moves to its heading so the outcome is read out at once. */
export function Outcome({ title, children }: { title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="form-success account-outcome">
      <h2 ref={heading} tabIndex={-1} className="form-success__title">
        {title}
      </h2>
      {children}
    </div>
  );
}
