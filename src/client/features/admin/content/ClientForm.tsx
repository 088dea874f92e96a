import { staffFormSchemas } from '../staffFormSchemas';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminClient } from '../../../../shared/admin';
import { CLIENT_STATUSES } from '../../../../shared/contentKinds';
import { ADMIN_MAX_LENGTH } from '../../../../shared/schemas/admin';
import { FormAlert } from '../../../components/form/FormAlert';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useSchemaForm } from '../../../components/form/useSchemaForm';
import { ImageUploadField } from './ImageUploadField';
import { LocalizedFields } from './LocalizedFields';
import { localizedValues, nestLocalized } from './localized';
import { SlugField, useGeneratedSlug } from './SlugField';
import { useSaveContent } from './useSaveContent';
import './adminContent.css';

export interface ClientFormProps {
  client?: AdminClient;
  onSaved: (client: AdminClient) => void;
}

/** A client of the references: name, address, summary and text in both languages, logo, status, place in the lists. */
export function ClientForm({ client, onSaved }: ClientFormProps) {
  const { t } = useTranslation('adminContent');
  const { save, busy } = useSaveContent('clients', client?.id);
  const form = useSchemaForm({
    schema: staffFormSchemas.content('clients'),
    initialValues: {
      name: client?.name ?? '',
      slug: client?.slug ?? '',
      ...localizedValues(['summary', 'body'], client),
      logo: client?.logo ?? '',
      status: client?.status ?? ('draft' as string),
      position: String(client?.position ?? 0),
    },
    toInput: ({ position, ...values }) => ({ ...nestLocalized(values), position: Number(position) }),
    codeFields: { slugTaken: 'slug' },
  });
  const generated = useGeneratedSlug(client === undefined, (slug) => form.setValue('slug', slug));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.check())) return;
    const { position, ...values } = form.values;
    save({ ...nestLocalized(values), position: Number(position) }).then(onSaved, form.failWith);
  };

  return (
    <form className="content-form" noValidate onSubmit={submit}>
      <TextField {...generated.source(form.field('name'))} label={t('fields.name')} maxLength={ADMIN_MAX_LENGTH.short} />
      <SlugField {...generated.slug(form.field('slug'))} />
      <LocalizedFields name="summary" bind={form.field} label={t('fields.summary')} multiline rows={3} maxLength={ADMIN_MAX_LENGTH.summary} />
      <LocalizedFields name="body" bind={form.field} label={t('fields.body')} hint={t('hints.richText')} multiline rows={10} required={false} maxLength={ADMIN_MAX_LENGTH.body} />
      <ImageUploadField
        id={form.idOf('logo')}
        name="logo"
        label={t('fields.logo')}
        value={form.values.logo}
        onChange={(url) => form.setValue('logo', url)}
        error={form.errorOf('logo')}
        onRefused={(code) => form.fail('logo', code)}
        required={false}
      />
      <SelectField {...form.field('status')} label={t('fields.status')} options={CLIENT_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))} />
      <TextField {...form.field('position')} label={t('fields.position')} hint={t('hints.position')} inputMode="numeric" maxLength={6} />
      <FormAlert {...form.alert} />
      <div className="content-form__actions">
        <SubmitButton busy={busy} busyLabel={t('saving')}>
          {client ? t('save') : t('create')}
        </SubmitButton>
      </div>
    </form>
  );
}
