import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldError, FieldHint, FieldLabel } from '../../components/form/FieldParts';
import { Avatar } from './Avatar';
import { PROFILE_IMAGE_ACCEPT } from './profileImage';

export interface ProfileImageFieldProps {
  /** useSchemaForm's `idOf('profileImage')`, so that an error focuses the input. */
  id: string;
  error?: string;
  /** The chosen file's preview (a blob: URL), else the current image, else initials. */
  preview: string | null;
  current: string | null;
  firstName: string;
  lastName: string;
  /** The file chosen, or null when the choice was emptied. */
  onFile: (file: File | null, input: HTMLInputElement) => void;
}

/** The optional profile image of the edit form: a file input and what the image will look like. */
export function ProfileImageField({ id, error, preview, current, firstName, lastName, onFile }: ProfileImageFieldProps) {
  const { t } = useTranslation('account');
  const hint = t('fields.profileImageHint');
  const change = (event: ChangeEvent<HTMLInputElement>) => onFile(event.target.files?.[0] ?? null, event.target);
  return (
    <div className="form-field">
      <FieldLabel id={id} label={t('fields.profileImage')} required={false} />
      <FieldHint id={id} hint={hint} />
      <div className="profile-image-field">
        <Avatar
          src={preview ?? current}
          alt={preview ? t('edit.previewAlt') : t('profile.photoAlt', { name: `${firstName} ${lastName}` })}
          firstName={firstName}
          lastName={lastName}
          className="profile-image-field__preview"
        />
        <input
          id={id}
          name="profileImage"
          type="file"
          accept={PROFILE_IMAGE_ACCEPT}
          className="profile-image-field__input"
          onChange={change}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
        />
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}
