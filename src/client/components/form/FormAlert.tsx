import './form.css';

export interface FormAlertProps {
  /** useSchemaForm's `alert.id`: the form focuses it when it shows a form-level error. */
  id: string;
  /** The translated message; nothing shown without one. */
  message?: string;
}

/**
 * The form-level error (a network failure, a refusal tied to no field). The alert region is
 * always rendered so that a new message is announced; it takes the focus when it fills.
 */
export function FormAlert({ id, message }: FormAlertProps) {
  return (
    <div id={id} role="alert" tabIndex={-1} className="form-alert">
      {message}
    </div>
  );
}
