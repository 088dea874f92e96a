import { useTranslation } from 'react-i18next';
import { MAX_LENGTH } from '../../../shared/schemas/limits';
import { TextField } from './TextField';
import type { FieldBinding } from './useSchemaForm';

/**
 * A person's names, in the one order every form uses: last name, then first name (the spec's
 * contact, candidacy and account screens). The order of checks stays the spec's (first name first).
 */
export function NameFields({ lastName, firstName }: { lastName: FieldBinding<string>; firstName: FieldBinding<string> }) {
  const { t } = useTranslation('forms');
  return (
    <>
      <TextField {...lastName} label={t('fields.lastName')} autoComplete="family-name" maxLength={MAX_LENGTH.name} />
      <TextField {...firstName} label={t('fields.firstName')} autoComplete="given-name" maxLength={MAX_LENGTH.name} />
    </>
  );
}
