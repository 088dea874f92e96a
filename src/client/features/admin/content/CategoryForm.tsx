import { staffFormSchemas } from '../staffFormSchemas';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCategory } from '../../../../shared/admin';
import type { InterfaceLanguage } from '../../../../shared/languages';
import { ADMIN_MAX_LENGTH } from '../../../../shared/schemas/admin';
import { FormAlert } from '../../../components/form/FormAlert';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useSchemaForm } from '../../../components/form/useSchemaForm';
import { LocalizedFields } from './LocalizedFields';
import { localizedValues, nestLocalized } from './localized';
import { SlugField, useGeneratedSlug } from './SlugField';
import { useSaveContent } from './useSaveContent';
import './adminContent.css';

export interface CategoryFormProps {
  category?: AdminCategory;
  onSaved: (category: AdminCategory) => void;
}

/** A blog category: its name and introduction in both languages, its address. */
export function CategoryForm({ category, onSaved }: CategoryFormProps) {
  const { t } = useTranslation('adminContent');
  const { save, busy } = useSaveContent('categories', category?.id);
  const form = useSchemaForm({
    schema: staffFormSchemas.content('categories'),
    initialValues: { ...localizedValues(['name', 'description'], category), slug: category?.slug ?? '' },
    toInput: nestLocalized,
    codeFields: { slugTaken: 'slug' },
  });
  const generated = useGeneratedSlug(category === undefined, (slug) => form.setValue('slug', slug));
  const bind = (name: `${'name' | 'description'}.${InterfaceLanguage}`) => (name === 'name.fr' ? generated.source(form.field(name)) : form.field(name));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.check())) return;
    save(nestLocalized(form.values)).then(onSaved, form.failWith);
  };

  return (
    <form className="content-form" noValidate onSubmit={submit}>
      <LocalizedFields name="name" bind={bind} label={t('fields.name')} maxLength={ADMIN_MAX_LENGTH.short} />
      <SlugField {...generated.slug(form.field('slug'))} />
      <LocalizedFields name="description" bind={bind} label={t('fields.introduction')} multiline rows={3} required={false} maxLength={ADMIN_MAX_LENGTH.summary} />
      <FormAlert {...form.alert} />
      <div className="content-form__actions">
        <SubmitButton busy={busy} busyLabel={t('saving')}>
          {category ? t('save') : t('create')}
        </SubmitButton>
      </div>
    </form>
  );
}
