import { useTranslation } from 'react-i18next';
import { MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/schemas/limits';
import type { FieldBinding } from '../../components/form/useSchemaForm';
import { TextField } from '../../components/form/TextField';

interface NewPasswordFieldsProps {
  /** `form.field(...)` of the password being chosen, and of its repetition. */
  password: FieldBinding<string>;
  repeat: FieldBinding<string>;
  /** "Password" when signing up, "New password" when replacing one. */
  wording: 'password' | 'newPassword';
}

/** A password being chosen, and typed again: sign-up, reset and change all ask it the same way. */
export function NewPasswordFields({ password, repeat, wording }: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <TextField
        {...password}
        type="password"
        label={t(wording === 'password' ? 'fields.password' : 'fields.newPassword')}
        hint={t('fields.passwordHint', { min: PASSWORD_MIN_LENGTH, max: MAX_LENGTH.password })}
        autoComplete="new-password"
        maxLength={MAX_LENGTH.password}
      />
      <TextField
        {...repeat}
        type="password"
        label={t(wording === 'password' ? 'fields.repeatPassword' : 'fields.repeatNewPassword')}
        autoComplete="new-password"
        maxLength={MAX_LENGTH.password}
      />
    </>
  );
}
