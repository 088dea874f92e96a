import { useTranslation } from 'react-i18next';
import { MAX_LENGTH } from '../../../shared/schemas/limits';
import type { FieldBinding } from './useSchemaForm';
import { NameFields } from './NameFields';
import { TextField } from './TextField';

export type PersonField = 'lastName' | 'firstName' | 'email' | 'phoneNumber';

/** Who is writing: last name, first name, email and phone, in the order of the spec's screens. */
export function PersonFields({
  field,
  phoneRequired,
  emailHint = true,
}: {
  /** useSchemaForm's `field`. */
  field: (name: PersonField) => FieldBinding<string>;
  phoneRequired: boolean;
  /** Says the answer comes to this address (a message); an account's own address needs no hint. */
  emailHint?: boolean;
}) {
  const { t } = useTranslation('forms');
  return (
    <>
      <NameFields lastName={field('lastName')} firstName={field('firstName')} />
      <TextField
        {...field('email')}
        type="email"
        label={t('fields.email')}
        hint={emailHint ? t('fields.emailHint') : undefined}
        autoComplete="email"
        maxLength={MAX_LENGTH.email}
      />
      <TextField
        {...field('phoneNumber')}
        type="tel"
        label={t('fields.phoneNumber')}
        hint={t('fields.phoneHint')}
        required={phoneRequired}
        autoComplete="tel"
        inputMode="tel"
        maxLength={MAX_LENGTH.phone}
      />
    </>
  );
}
