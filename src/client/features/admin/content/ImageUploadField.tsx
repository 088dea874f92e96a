import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '../../../../shared/errors';
import { imageUrl, slugOfPath } from '../../../../shared/images';
import { ADMIN_IMAGE_MAX_BYTES, ADMIN_IMAGE_TYPES } from '../../../../shared/schemas/admin';
import { isApiError } from '../../../api/baseQuery';
import { percentOf, type UploadProgress } from '../../../api/upload';
import { FileDropZone } from '../../../components/form/FileDropZone';
import type { ShownCode } from '../../../components/form/useSchemaForm';
import { useUploadImageMutation } from './contentApi';
import { imageFileProblem } from '../../../lib/imageFile';
import './adminContent.css';

export interface ImageUploadFieldProps {
  /** useSchemaForm's id of the field, so that an error focuses the file input. */
  id: string;
  name: string;
  label: ReactNode;
  /** The image's URL once uploaded ('' or null: none yet). */
  value: string | null;
  onChange: (url: string) => void;
  /** The translated error, if this field is in error. */
  error?: string;
  /** A refused file (by the browser's checks or the server's): the form shows it beside the field. */
  onRefused: (code: ShownCode) => void;
  /** false: the label says "(optional)". */
  required?: boolean;
}

/**
 * An image chosen or dropped, sent at once to POST /api/admin/images with a progress bar and a
 * button that cancels, then previewed. The form keeps only the URL the server answers.
 */
export function ImageUploadField({ id, name, label, value, onChange, error, onRefused, required = true }: ImageUploadFieldProps) {
  const { t } = useTranslation('adminContent');
  const [upload] = useUploadImageMutation();
  const [chosen, setChosen] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const running = useRef<{ abort: () => void } | null>(null);
  const [status, setStatus] = useState('');

  // Leaving the form stops an upload still going.
  useEffect(() => () => running.current?.abort(), []);

  const choose = (file: File) => {
    const problem: ErrorCode | null = imageFileProblem(file, ADMIN_IMAGE_TYPES, ADMIN_IMAGE_MAX_BYTES);
    setChosen(file);
    if (problem) return onRefused(problem);
    running.current?.abort();
    setProgress({ loaded: 0, total: file.size });
    setStatus('');
    const request = upload({ image: file, onUploadProgress: setProgress });
    running.current = request;
    request
      .unwrap()
      .then((image) => {
        onChange(image.url);
        setStatus(t('image.uploaded', { name: file.name }));
      })
      .catch((failure: unknown) => {
        // A cancelled upload is the person's own choice: nothing to report beside the field.
        if (isApiError(failure) && failure.status === 'CUSTOM_ERROR') {
          setChosen(null);
          setStatus(t('image.cancelled'));
          return;
        }
        onRefused(isApiError(failure) ? failure.code : 'internal');
      })
      .finally(() => {
        if (running.current === request) running.current = null;
        setProgress(null);
      });
  };

  const cancel = () => {
    running.current?.abort();
    // The button goes with the bar: the focus goes back to the file input.
    document.getElementById(id)?.focus();
  };

  const percent = progress ? percentOf(progress) : undefined;
  const percentLabel = percent === undefined ? undefined : t('image.percent', { percent });

  return (
    <div className="image-upload">
      <FileDropZone
        id={id}
        name={name}
        label={label}
        hint={t('image.hint')}
        accept={ADMIN_IMAGE_TYPES.join(',')}
        required={required}
        file={chosen}
        noFile={value ? t('image.current') : t('image.none')}
        selected={(fileName, size) => t('image.selected', { name: fileName, size })}
        onFile={choose}
        error={error}
        preview={
          value && !progress ? (
            <img className="image-upload__preview" src={imageUrl({ imageURL: value, width: 480, slug: slugOfPath(value) })} alt={t('image.previewAlt')} />
          ) : undefined
        }
      />
      {progress && (
        <div className="image-upload__progress">
          <label htmlFor={`${id}-progress`}>{t('image.uploading')}</label>
          <progress id={`${id}-progress`} max={100} value={percent} aria-valuetext={percentLabel} />
          <span aria-hidden="true">{percentLabel}</span>
          <button type="button" className="button button--ghost" onClick={cancel}>
            {t('image.cancel')}
          </button>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}
