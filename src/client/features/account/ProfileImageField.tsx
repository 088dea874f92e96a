import { useTranslation } from 'react-i18next';
import { FileDropZone } from '../../components/form/FileDropZone';
import { Avatar } from './Avatar';
import { PROFILE_IMAGE_ACCEPT } from './profileImage';

export interface ProfileImageFieldProps {
  /** useSchemaForm's `idOf('profileImage')`, so that an error focuses the input. */
  id: string;
  error?: string;
  /** The chosen file, and its preview (a blob: URL). */
  chosen: { file: File; url: string } | null;
  /** The current image, shown while none is chosen (else the initials). */
  current: string | null;
  firstName: string;
  lastName: string;
  onFile: (file: File) => void;
}

/** The optional profile image of the edit form: chosen or dropped like the CV, previewed as it will look. */
export function ProfileImageField({ id, error, chosen, current, firstName, lastName, onFile }: ProfileImageFieldProps) {
  const { t } = useTranslation('account');
  return (
    <FileDropZone
      id={id}
      name="profileImage"
      label={t('fields.profileImage')}
      hint={t('fields.profileImageHint')}
      accept={PROFILE_IMAGE_ACCEPT}
      required={false}
      file={chosen?.file ?? null}
      noFile={t('fields.profileImageNone')}
      selected={(name, size) => t('fields.profileImageSelected', { name, size })}
      onFile={onFile}
      error={error}
      preview={
        <Avatar
          src={chosen?.url ?? current}
          alt={chosen ? t('edit.previewAlt') : t('profile.photoAlt', { name: `${firstName} ${lastName}` })}
          firstName={firstName}
          lastName={lastName}
        />
      }
    />
  );
}
