import { useEffect, useState, type DragEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { formatFileSize } from '../formatFileSize';
import { FieldError, FieldLabel } from './FieldParts';
import './form.css';

export interface FileDropZoneProps {
  /** The file input's id (useSchemaForm's `idOf(...)`), so that an error focuses it. */
  id: string;
  name: string;
  label: ReactNode;
  hint: ReactNode;
  /** The input's `accept`: the types the file picker offers. */
  accept: string;
  /** false: the label says "(optional)". */
  required: boolean;
  /** The chosen file, kept by the form. */
  file: File | null;
  /** Said while no file is chosen ("No file selected"). */
  noFile: string;
  /** Says which file is chosen, from its name and its size as people read it. */
  selected: (name: string, size: string) => string;
  onFile: (file: File) => void;
  /** The translated error, if this field is in error. */
  error?: string;
  /** Shown first in the zone: what the chosen file will look like (an image's preview). */
  preview?: ReactNode;
}

const hasFiles = (event: { dataTransfer: DataTransfer | null }) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * A file, by click (a real file input, visually replaced by its "Choose a file" label, so the
 * keyboard and screen readers use the native control) or by dropping it onto the zone, with
 * what is chosen said in a live region.
 */
export function FileDropZone({ id, name, label, hint, accept, required, file, noFile, selected, onFile, error, preview }: FileDropZoneProps) {
  const { t, i18n } = useTranslation('forms');
  const [over, setOver] = useState(false);

  // A file dropped just beside the zone would make the browser open it, leaving the page and
  // everything typed: such drops are ignored while the zone is on screen.
  useEffect(() => {
    const ignore = (event: globalThis.DragEvent) => {
      if (hasFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', ignore);
    window.addEventListener('drop', ignore);
    return () => {
      window.removeEventListener('dragover', ignore);
      window.removeEventListener('drop', ignore);
    };
  }, []);

  const take = (files: FileList | null | undefined) => {
    const first = files?.[0];
    if (first) onFile(first);
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDragLeave = (event: DragEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer?.files);
  };

  const status = file ? selected(file.name, formatFileSize(file.size, currentLanguage(i18n))) : noFile;

  return (
    <div className="form-field file-drop">
      <FieldLabel id={id} labelId={`${id}-label`} label={label} required={required} />
      <p id={`${id}-hint`} className="form-field__hint">
        {hint}
      </p>
      <div
        className={`file-drop__zone${over ? ' file-drop__zone--over' : ''}${error ? ' file-drop__zone--invalid' : ''}`}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        role="group"
        aria-labelledby={`${id}-label`}
      >
        {preview}
        <div className="file-drop__actions">
          <input
            id={id}
            name={name}
            type="file"
            accept={accept}
            className="file-drop__input"
            aria-required={required || undefined}
            aria-invalid={error ? true : undefined}
            aria-describedby={[`${id}-hint`, `${id}-status`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
            onChange={(event) => {
              take(event.target.files);
              // Choosing the same file again (after fixing it) must still count as a choice.
              event.target.value = '';
            }}
          />
          <label htmlFor={id} className="button button--ghost file-drop__button">
            {t('file.choose')}
          </label>
          <span className="file-drop__or">{over ? t('file.dropNow') : t('file.drop')}</span>
          <p id={`${id}-status`} className="file-drop__status" aria-live="polite">
            {status}
          </p>
        </div>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
