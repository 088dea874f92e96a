import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contentKind, type ContentKindKey, type ContentKindSpec } from '../../../../shared/contentKinds';
import type { InterfaceLanguage } from '../../../../shared/languages';
import { ADMIN_MAX_LENGTH } from '../../../../shared/schemas/admin';
import { FormAlert } from '../../../components/form/FormAlert';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useSchemaForm, type FieldBinding } from '../../../components/form/useSchemaForm';
import { staffFormSchemas } from '../staffFormSchemas';
import type { DescribedEntry } from './contentApi';
import { ImageUploadField } from './ImageUploadField';
import { LocalizedFields } from './LocalizedFields';
import { localizedValues, nestLocalized } from './localized';
import { SlugField, useGeneratedSlug } from './SlugField';
import { useSaveContent } from './useSaveContent';
import './adminContent.css';

export interface DescribedFormProps {
  kind: ContentKindKey;
  entry?: DescribedEntry;
  onSaved: (entry: DescribedEntry) => void;
}

const MAX_LENGTH = { text: ADMIN_MAX_LENGTH.title, longText: ADMIN_MAX_LENGTH.summary, richText: ADMIN_MAX_LENGTH.body } as const;

/**
 * The form of a kind made of plain fields, drawn from its descriptor: texts (in both languages when
 * localized), images, its slug and its status; a number (an order) is kept as it is. A kind with
 * other fields (a reference, a date, a price) has its own form.
 */
export function DescribedForm({ kind, entry, onSaved }: DescribedFormProps) {
  const { t } = useTranslation('adminContent');
  const descriptor = contentKind(kind) as ContentKindSpec;
  const fields = Object.entries(descriptor.fields);
  const { save, busy } = useSaveContent(kind, entry?.id);
  const initialValues: Record<string, string | number> = {
    ...localizedValues(fields.filter(([, spec]) => spec.localized).map(([name]) => name), entry as Record<string, never> | undefined),
  };
  for (const [name, spec] of fields) {
    if (spec.localized) continue;
    initialValues[name] = spec.type === 'number' ? Number(entry?.[name] ?? 0) : String(entry?.[name] ?? '');
  }
  if (descriptor.slug) initialValues.slug = String(entry?.slug ?? '');
  if (descriptor.status) initialValues.status = entry?.status ?? descriptor.status.values[0];
  const form = useSchemaForm({ schema: staffFormSchemas.content(kind), initialValues, toInput: nestLocalized, codeFields: { slugTaken: 'slug' } });
  const generated = useGeneratedSlug(entry === undefined, (slug) => form.setValue('slug', slug));
  const slugSource = descriptor.slug ? (descriptor.fields[descriptor.slug.from]?.localized ? `${descriptor.slug.from}.fr` : descriptor.slug.from) : null;
  const bind = (name: string) => {
    const binding = form.field(name) as unknown as FieldBinding<string>;
    return name === slugSource ? generated.source(binding) : binding;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.check())) return;
    save(nestLocalized(form.values)).then((saved) => onSaved(saved as unknown as DescribedEntry), form.failWith);
  };

  return (
    <form className="content-form" noValidate onSubmit={submit}>
      {fields.map(([name, spec]) => {
        const label = t(`fields.${name}`);
        if (spec.type === 'image') {
          return (
            <ImageUploadField
              key={name}
              id={form.idOf(name)}
              name={name}
              label={label}
              value={String(form.values[name] ?? '')}
              onChange={(url) => form.setValue(name, url)}
              error={form.errorOf(name)}
              onRefused={(code) => form.fail(name, code)}
              required={false}
            />
          );
        }
        if (spec.type !== 'text' && spec.type !== 'longText' && spec.type !== 'richText') return null;
        const multiline = spec.type !== 'text';
        const length = MAX_LENGTH[spec.type];
        if (spec.localized) {
          return (
            <LocalizedFields
              key={name}
              name={name}
              bind={(field: `${string}.${InterfaceLanguage}`) => bind(field)}
              label={label}
              hint={spec.type === 'richText' ? t('hints.richText') : undefined}
              multiline={multiline}
              rows={spec.type === 'richText' ? 10 : multiline ? 4 : undefined}
              maxLength={length}
            />
          );
        }
        return <TextField key={name} {...(bind(name) as unknown as FieldBinding<string>)} label={label} maxLength={length} />;
      })}
      {descriptor.slug && <SlugField {...generated.slug(form.field('slug') as unknown as FieldBinding<string>)} />}
      {descriptor.status && (
        <SelectField
          {...(form.field('status') as unknown as FieldBinding<string>)}
          label={t('fields.status')}
          options={descriptor.status.values.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
      )}
      <FormAlert {...form.alert} />
      <div className="content-form__actions">
        <SubmitButton busy={busy} busyLabel={t('saving')}>
          {entry ? t('save') : t('create')}
        </SubmitButton>
      </div>
    </form>
  );
}
