import { staffFormSchemas } from '../staffFormSchemas';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminItem } from '../../../../shared/admin';
import { ITEM_STATUSES } from '../../../../shared/contentKinds';
import { FormAlert } from '../../../components/form/FormAlert';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useSchemaForm } from '../../../components/form/useSchemaForm';
import { useLocalized } from '../../../components/useLocalized';
import { ImageUploadField } from './ImageUploadField';
import { LocalizedFields } from './LocalizedFields';
import { localizedValues, nestLocalized } from './localized';
import { useSaveContent } from './useSaveContent';
import './adminContent.css';

/** Cents as a person types euros: 4990 is "49,90" in French and "49.90" in English. */
export function centsToEuros(cents: number, lang: string): string {
  const text = (cents / 100).toFixed(2);
  return lang === 'fr' ? text.replace('.', ',') : text;
}

export interface ItemFormProps {
  /** The item being edited; none for a new one. */
  item?: AdminItem;
  onSaved: (item: AdminItem) => void;
}

/**
 * An item of the payment page: title and description in both languages, image, price in euros
 * with cents, status. The shared schema checks the spec's codes in the spec's order, here and on
 * the server.
 */
export function ItemForm({ item, onSaved }: ItemFormProps) {
  const { t } = useTranslation('adminContent');
  const { lang } = useLocalized();
  const { save, busy } = useSaveContent('items', item?.id);
  const form = useSchemaForm({
    schema: staffFormSchemas.content('items'),
    initialValues: {
      ...localizedValues(['title', 'description'], item),
      image: item?.image ?? '',
      price: item ? centsToEuros(item.priceCents, lang) : '',
      status: item?.status ?? ('' as string),
      // Kept as they are: the form does not change them.
      slug: item?.slug ?? '',
      position: item?.position ?? 0,
    },
    toInput: nestLocalized,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.check())) return;
    save(nestLocalized(form.values)).then(onSaved, form.failWith);
  };

  return (
    <form className="content-form" noValidate onSubmit={submit}>
      <LocalizedFields name="title" bind={form.field} label={t('fields.title')} />
      <LocalizedFields name="description" bind={form.field} label={t('fields.description')} multiline rows={4} />
      <ImageUploadField
        id={form.idOf('image')}
        name="image"
        label={t('fields.image')}
        value={form.values.image}
        onChange={(url) => form.setValue('image', url)}
        error={form.errorOf('image')}
        onRefused={(code) => form.fail('image', code)}
      />
      <TextField {...form.field('price')} label={t('fields.price')} hint={t('hints.price')} inputMode="decimal" maxLength={12} />
      <SelectField
        {...form.field('status')}
        label={t('fields.status')}
        placeholder={t('choose')}
        options={ITEM_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
      <FormAlert {...form.alert} />
      <div className="content-form__actions">
        <SubmitButton busy={busy} busyLabel={t('saving')}>
          {item ? t('save') : t('create')}
        </SubmitButton>
      </div>
    </form>
  );
}
