import { staffFormSchemas } from '../staffFormSchemas';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type AdminJob } from '../../../../shared/admin';
import { JOB_STATUSES } from '../../../../shared/contentKinds';
import { EMPLOYMENT_TYPES, SALARY_UNITS } from '../../../../shared/content';
import type { InterfaceLanguage } from '../../../../shared/languages';
import { ADMIN_MAX_LENGTH } from '../../../../shared/schemas/admin';
import { FormAlert } from '../../../components/form/FormAlert';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useSchemaForm } from '../../../components/form/useSchemaForm';
import { LocalizedFields } from './LocalizedFields';
import { localizedValues, nestLocalized } from './localized';
import { SlugField, useGeneratedSlug } from './SlugField';
import { useSaveContent } from './useSaveContent';
import './adminContent.css';

const TEXTS = ['title', 'summary', 'description'] as const;
const ADDRESS_PARTS = ['streetAddress', 'postalCode', 'addressLocality', 'addressRegion', 'addressCountry'] as const;

type JobValues = Record<string, string>;

/** The body the schema and the API take: salary and address are whole or null (none typed). */
function jobInput(values: JobValues): Record<string, unknown> {
  const texts = Object.fromEntries(TEXTS.flatMap((field) => (['fr', 'en'] as const).map((lang) => [`${field}.${lang}`, values[`${field}.${lang}`]])));
  const number = (text = '') => (text.trim() === '' ? undefined : Number(text.replace(/\s/g, '').replace(',', '.')));
  const salaryTyped = (values['salary.min'] ?? '') !== '' || (values['salary.max'] ?? '') !== '';
  const addressTyped = ADDRESS_PARTS.filter((part) => part !== 'addressCountry').some((part) => (values[`address.${part}`] ?? '').trim() !== '');
  return {
    ...nestLocalized(texts),
    slug: values.slug,
    employmentType: values.employmentType || undefined,
    location: values.location,
    salary: salaryTyped ? { min: number(values['salary.min']), max: number(values['salary.max']), currency: 'EUR', unit: values['salary.unit'] } : null,
    address: addressTyped ? Object.fromEntries(ADDRESS_PARTS.map((part) => [part, values[`address.${part}`]])) : null,
    postedAt: values.postedAt,
    validThrough: values.validThrough,
    status: values.status,
  };
}

export interface JobFormProps {
  job?: AdminJob;
  onSaved: (job: AdminJob) => void;
}

/** A job offer with what its JobPosting data needs: contract, place, salary, address, closing date. */
export function JobForm({ job, onSaved }: JobFormProps) {
  const { t } = useTranslation(['adminContent', 'recruitment']);
  const { save, busy } = useSaveContent('jobs', job?.id);
  const form = useSchemaForm({
    schema: staffFormSchemas.content('jobs'),
    initialValues: {
      ...localizedValues(TEXTS, job),
      slug: job?.slug ?? '',
      employmentType: job?.employmentType ?? ('FULL_TIME' as string),
      location: job?.location ?? '',
      'salary.min': job?.salary ? String(job.salary.min) : '',
      'salary.max': job?.salary ? String(job.salary.max) : '',
      'salary.unit': job?.salary?.unit ?? ('YEAR' as string),
      'address.streetAddress': job?.address?.streetAddress ?? '',
      'address.postalCode': job?.address?.postalCode ?? '',
      'address.addressLocality': job?.address?.addressLocality ?? '',
      'address.addressRegion': job?.address?.addressRegion ?? '',
      'address.addressCountry': job?.address?.addressCountry ?? 'FR',
      postedAt: job?.postedAt.slice(0, 10) ?? '',
      validThrough: job?.validThrough?.slice(0, 10) ?? '',
      status: job?.status ?? ('open' as string),
    },
    toInput: jobInput,
    codeFields: { slugTaken: 'slug' },
  });
  const generated = useGeneratedSlug(job === undefined, (slug) => form.setValue('slug', slug));
  const bindText = (name: `${(typeof TEXTS)[number]}.${InterfaceLanguage}`) => (name === 'title.fr' ? generated.source(form.field(name)) : form.field(name));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.check())) return;
    save(jobInput(form.values)).then(onSaved, form.failWith);
  };

  return (
    <form className="content-form" noValidate onSubmit={submit}>
      <LocalizedFields name="title" bind={bindText} label={t('fields.title')} maxLength={ADMIN_MAX_LENGTH.title} />
      <SlugField {...generated.slug(form.field('slug'))} />
      <LocalizedFields name="summary" bind={bindText} label={t('fields.summary')} multiline rows={3} maxLength={ADMIN_MAX_LENGTH.summary} />
      <LocalizedFields name="description" bind={bindText} label={t('fields.description')} hint={t('hints.richText')} multiline rows={12} maxLength={ADMIN_MAX_LENGTH.body} />
      <SelectField
        {...form.field('employmentType')}
        label={t('fields.employmentType')}
        options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`recruitment:employmentType.${type}`) }))}
      />
      <TextField {...form.field('location')} label={t('fields.location')} maxLength={ADMIN_MAX_LENGTH.short} />
      <fieldset className="form-field content-form__group">
        <legend className="form-field__label">{t('fields.salary')}</legend>
        <p className="form-field__hint">{t('hints.salary')}</p>
        <div className="content-form__row">
          <TextField {...form.field('salary.min')} label={t('fields.salaryMin')} inputMode="numeric" required={false} maxLength={10} />
          <TextField {...form.field('salary.max')} label={t('fields.salaryMax')} inputMode="numeric" required={false} maxLength={10} />
          <SelectField
            {...form.field('salary.unit')}
            label={t('fields.salaryUnit')}
            options={SALARY_UNITS.map((unit) => ({ value: unit, label: t(`recruitment:salary.per.${unit}`) }))}
          />
        </div>
      </fieldset>
      <fieldset className="form-field content-form__group">
        <legend className="form-field__label">{t('fields.address')}</legend>
        <p className="form-field__hint">{t('hints.address')}</p>
        <div className="content-form__row">
          {ADDRESS_PARTS.map((part) => (
            <TextField key={part} {...form.field(`address.${part}`)} label={t(`fields.${part}`)} required={false} maxLength={ADMIN_MAX_LENGTH.short} />
          ))}
        </div>
      </fieldset>
      <div className="content-form__row">
        <TextField {...form.field('postedAt')} type="date" label={t('fields.postedAt')} hint={t('hints.postedAt')} required={false} />
        <TextField {...form.field('validThrough')} type="date" label={t('fields.validThrough')} required={false} />
      </div>
      <SelectField
        {...form.field('status')}
        label={t('fields.status')}
        options={JOB_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
      <FormAlert {...form.alert} />
      <div className="content-form__actions">
        <SubmitButton busy={busy} busyLabel={t('saving')}>
          {job ? t('save') : t('create')}
        </SubmitButton>
      </div>
    </form>
  );
}
