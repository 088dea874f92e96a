import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MAX_LENGTH, slugify } from '../../../../shared/schemas/admin';
import { TextField } from '../../../components/form/TextField';
import type { FieldBinding } from '../../../components/form/useSchemaForm';

/**
 * A new entry's address follows its title (or name) until the person types one; an existing
 * entry's stays as it is. `source` wraps the title's binding, `slug` is the address field's.
 */
export function useGeneratedSlug(isNew: boolean, setSlug: (slug: string) => void) {
  const [typed, setTyped] = useState(!isNew);
  return {
    source: (binding: FieldBinding<string>): FieldBinding<string> =>
      typed
        ? binding
        : {
            ...binding,
            onChange: (title) => {
              binding.onChange(title);
              setSlug(slugify(title));
            },
          },
    slug: (binding: FieldBinding<string>): FieldBinding<string> => ({
      ...binding,
      onChange: (slug) => {
        setTyped(true);
        binding.onChange(slug);
      },
    }),
  };
}

/** The entry's address: optional, made by the server from the title when left empty. */
export function SlugField(binding: FieldBinding<string>) {
  const { t } = useTranslation('adminContent');
  return <TextField {...binding} label={t('fields.slug')} hint={t('hints.slug')} required={false} maxLength={ADMIN_MAX_LENGTH.slug} />;
}
