import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../../../shared/languages';
import { MAX_LENGTH } from '../../../../shared/schemas/limits';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import type { FieldBinding } from '../../../components/form/useSchemaForm';

export interface LocalizedFieldsProps<N extends string> {
  /** The field's name in the schema (`title`): the form holds `title.fr` and `title.en`. */
  name: N;
  /** The form's binding of each language's field (`form.field('title.fr')`). */
  bind: (name: `${N}.${InterfaceLanguage}`) => FieldBinding<string>;
  /** The field's name as read ("Titre"); each control adds its language ("Titre (anglais)"). */
  label: string;
  hint?: ReactNode;
  /** Several lines (a summary, a body) rather than one. */
  multiline?: boolean;
  rows?: number;
  required?: boolean;
  maxLength?: number;
}

/** A text in both languages: French and English side by side (stacked on a narrow screen), each control in its own language. */
export function LocalizedFields<N extends string>({ name, bind, label, hint, multiline = false, rows, required = true, maxLength }: LocalizedFieldsProps<N>) {
  const { t } = useTranslation('adminContent');
  return (
    <div className="localized-pair">
      {INTERFACE_LANGUAGES.map((lang) => {
        const props = { ...bind(`${name}.${lang}` as const), label: t(`languages.${lang}`, { field: label }), hint, required, lang };
        return multiline ? (
          <TextAreaField key={lang} {...props} rows={rows} maxLength={maxLength ?? MAX_LENGTH.text} />
        ) : (
          <TextField key={lang} {...props} maxLength={maxLength ?? MAX_LENGTH.name * 2} />
        );
      })}
    </div>
  );
}
