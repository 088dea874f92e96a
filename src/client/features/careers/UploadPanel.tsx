import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { percentOf, type UploadProgress } from '../../api/upload';
import { FormSuccess } from '../../components/form/FormSuccess';
import './candidacy.css';

/**
 * Stands in for the candidacy form while its CV goes up: a labelled progress bar with the
 * percentage, and a button that cancels. The focus moves to its heading when it appears.
 */
export interface UploadPanelProps {
  progress: UploadProgress;
  onCancel: () => void;
}

export function UploadPanel({ progress, onCancel }: UploadPanelProps) {
  const { t } = useTranslation('forms');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const percent = percentOf(progress);
  const label = percent === undefined ? undefined : t('candidacy.percent', { percent });

  return (
    <div className="upload-panel">
      <h2 ref={heading} tabIndex={-1} className="upload-panel__title">
        {t('candidacy.uploading')}
      </h2>
      <label htmlFor={`${id}-progress`} className="upload-panel__label">
        {t('candidacy.progress')}
      </label>
      <div className="upload-panel__bar">
        <progress id={`${id}-progress`} max={100} value={percent} aria-valuetext={label} />
        <span aria-hidden="true">{label}</span>
      </div>
      <button type="button" className="button button--ghost" onClick={onCancel}>
        {t('candidacy.cancel')}
      </button>
    </div>
  );
}

export interface CandidacySentProps {
  /** Brings back an empty form. */
  onAgain: () => void;
}

/**
 * Replaces the form once the candidacy is sent. Beside the upload panel, which the page has shown
 * (so loaded) while the CV went up: the page's first download carries neither.
 */
export function CandidacySent({ onAgain }: CandidacySentProps) {
  const { t } = useTranslation('forms');
  return (
    <FormSuccess title={t('candidacy.sentTitle')} againLabel={t('candidacy.again')} onAgain={onAgain}>
      <p>{t('candidacy.sentText')}</p>
    </FormSuccess>
  );
}
