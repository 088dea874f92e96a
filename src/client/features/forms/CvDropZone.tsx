import { useEffect, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../app/i18n';
import { FieldError } from '../../components/form/FieldParts';
import { formatFileSize } from './cvFile';
import './forms.css';

export interface CvDropZoneProps {
  /** The file input's id (useSchemaForm's `idOf('cv')`), so that an error focuses it. */
  id: string;
  /** The chosen file, kept by the form (it outlives this zone while the form is hidden). */
  file: File | null;
  onFile: (file: File) => void;
  /** The translated error, if the shown one is the CV's. */
  error?: string;
}

const hasFiles = (event: { dataTransfer: DataTransfer | null }) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * The CV, by click (a real file input, visually replaced by its "Choose a file" label, so the
 * keyboard and screen readers use the native control) or by dropping a file onto the zone.
 */
export function CvDropZone({ id, file, onFile, error }: CvDropZoneProps) {
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

  const status = file
    ? t('candidacy.cv.selected', { name: file.name, size: formatFileSize(file.size, currentLanguage(i18n)) })
    : t('candidacy.cv.noFile');

  return (
    <div className="form-field cv-drop">
      <label id={`${id}-label`} htmlFor={id} className="form-field__label">
        {t('candidacy.cv.label')}
      </label>
      <p id={`${id}-hint`} className="form-field__hint">
        {t('candidacy.cv.hint')}
      </p>
      <div
        className={`cv-drop__zone${over ? ' cv-drop__zone--over' : ''}${error ? ' cv-drop__zone--invalid' : ''}`}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        role="group"
        aria-labelledby={`${id}-label`}
      >
        <input
          id={id}
          name="cv"
          type="file"
          accept="application/pdf,.pdf"
          className="cv-drop__input"
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-hint`, `${id}-status`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
          onChange={(event) => {
            take(event.target.files);
            // Choosing the same file again (after fixing it) must still count as a choice.
            event.target.value = '';
          }}
        />
        <label htmlFor={id} className="button button--ghost cv-drop__button">
          {t('candidacy.cv.choose')}
        </label>
        <span className="cv-drop__or">{over ? t('candidacy.cv.dropNow') : t('candidacy.cv.drop')}</span>
        <p id={`${id}-status`} className="cv-drop__status" aria-live="polite">
          {status}
        </p>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
