import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../shared/api';
import { accountFormSchemas } from './accountFormSchemas';
import { FormAlert } from '../../components/form/FormAlert';
import { PersonFields } from '../../components/form/PersonFields';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useSchemaForm } from '../../components/form/useSchemaForm';
import { useUpdateInfosMutation } from './accountApi';
import { ProfileImageField } from './ProfileImageField';
import { profileImageProblem } from './profileImage';

const IMAGE_FIELDS = ['profileImage'] as const;
// A refused image may come back without `fields` (413, 415): it is still the image's.
const IMAGE_CODES = { fileTooLarge: 'profileImage', unsupportedFileType: 'profileImage' } as const;

interface Chosen {
  file: File;
  /** Its object URL, revoked when another file is chosen and when the form goes. */
  url: string;
}

export interface EditAccountFormProps {
  id: string;
  user: User;
  /** The details were saved (the session's user is already the new one). */
  onSaved: () => void;
  onCancel: () => void;
}

/** mon-compte's edit form: last name, first name, e-mail, optional phone and profile image (previewed). */
export function EditAccountForm({ id, user, onSaved, onCancel }: EditAccountFormProps) {
  const { t } = useTranslation('account');
  const form = useSchemaForm({
    schema: accountFormSchemas.updateInfos,
    initialValues: {
      lastName: user.lastName,
      firstName: user.firstName,
      email: user.email,
      phoneNumber: user.phoneNumber ?? '',
    },
    extraFields: IMAGE_FIELDS,
    codeFields: IMAGE_CODES,
  });
  const [updateInfos, { isLoading }] = useUpdateInfosMutation();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const chosenUrl = useRef<string | null>(null);
  const firstField = form.idOf('lastName');

  // The form opens on its first field; its preview URL goes with it.
  useEffect(() => {
    document.getElementById(firstField)?.focus();
    return () => {
      if (chosenUrl.current) URL.revokeObjectURL(chosenUrl.current);
    };
  }, [firstField]);

  const choose = (file: File) => {
    if (chosenUrl.current) URL.revokeObjectURL(chosenUrl.current);
    chosenUrl.current = null;
    setChosen(null);
    form.clearError('profileImage');
    // Refused before anything is sent: the file is not kept, so it cannot go by mistake.
    const problem = profileImageProblem(file);
    if (problem) return form.fail('profileImage', problem);
    const url = URL.createObjectURL(file);
    chosenUrl.current = url;
    setChosen({ file, url });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    const payload = await form.check();
    if (!payload) return;
    try {
      await updateInfos({ ...payload, userId: user.id, profileImage: chosen?.file ?? null }).unwrap();
      onSaved();
    } catch (error) {
      form.failWith(error);
    }
  };

  return (
    <form id={id} className="form account-edit" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('edit.title')}</h2>
      <PersonFields field={form.field} phoneRequired={false} emailHint={false} />
      <ProfileImageField
        id={form.idOf('profileImage')}
        error={form.errorOf('profileImage')}
        chosen={chosen}
        current={user.profileImage}
        firstName={user.firstName}
        lastName={user.lastName}
        onFile={choose}
      />
      <FormAlert {...form.alert} />
      <div className="account-edit__buttons">
        <SubmitButton busy={isLoading} busyLabel={t('edit.busy')}>
          {t('edit.submit')}
        </SubmitButton>
        <button type="button" className="button button--ghost" onClick={onCancel} disabled={isLoading}>
          {t('edit.cancel')}
        </button>
      </div>
    </form>
  );
}
