import { useTranslation } from 'react-i18next';
import { PUBLICATION_STATUSES } from '../../../../shared/contentKinds';
import { SelectField } from '../../../components/form/SelectField';
import { TextField } from '../../../components/form/TextField';
import type { FieldBinding } from '../../../components/form/useSchemaForm';

/** Draft, scheduled or published; a scheduled entry asks for its date (local time). */
export function PublicationFields({ status, publishedAt }: { status: FieldBinding<string>; publishedAt: FieldBinding<string> }) {
  const { t } = useTranslation('adminContent');
  return (
    <>
      <SelectField
        {...status}
        label={t('fields.publication')}
        options={PUBLICATION_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
      />
      {status.value === 'scheduled' && <TextField {...publishedAt} type="datetime-local" label={t('fields.publishedAt')} hint={t('hints.publishedAt')} />}
    </>
  );
}
