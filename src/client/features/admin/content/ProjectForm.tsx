import { staffFormSchemas } from '../staffFormSchemas';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MAX_PAGE_SIZE, type AdminClient, type AdminProject } from '../../../../shared/admin';
import type { InterfaceLanguage } from '../../../../shared/languages';
import { ADMIN_MAX_LENGTH } from '../../../../shared/schemas/admin';
import { FormAlert } from '../../../components/form/FormAlert';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { TextField } from '../../../components/form/TextField';
import { useSchemaForm } from '../../../components/form/useSchemaForm';
import { useListContentQuery } from './contentApi';
import { isoToLocalInput, localInputToIso } from './dates';
import { ImageUploadField } from './ImageUploadField';
import { LocalizedFields } from './LocalizedFields';
import { localizedValues, nestLocalized } from './localized';
import { PublicationFields } from './PublicationFields';
import { SlugField, useGeneratedSlug } from './SlugField';
import { useSaveContent } from './useSaveContent';
import './adminContent.css';

const TEXTS = ['title', 'summary', 'body', 'challenge', 'approach', 'result'] as const;

/** The body the schema and the API take: the client as an id or null, the stack as a list, the date as UTC. */
function projectInput({ clientId, stack, publishedAt, ...values }: Record<string, string>): Record<string, unknown> {
  return {
    ...nestLocalized(values),
    clientId: clientId ? Number(clientId) : null,
    stack: (stack ?? '')
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
    publishedAt: localInputToIso(publishedAt ?? ''),
  };
}

export interface ProjectFormProps {
  project?: AdminProject;
  onSaved: (project: AdminProject) => void;
}

/** A project of the references, as its case study shows it: client, texts in both languages, stack, image, publication. */
export function ProjectForm({ project, onSaved }: ProjectFormProps) {
  const { t } = useTranslation('adminContent');
  const { save, busy } = useSaveContent('projects', project?.id);
  const clients = (useListContentQuery({ kind: 'clients', page: 1, pageSize: ADMIN_MAX_PAGE_SIZE }).data?.data ?? []) as AdminClient[];
  const form = useSchemaForm({
    schema: staffFormSchemas.content('projects'),
    initialValues: {
      ...localizedValues(TEXTS, project),
      slug: project?.slug ?? '',
      clientId: project?.clientId ? String(project.clientId) : '',
      stack: project?.stack.join(', ') ?? '',
      image: project?.image ?? '',
      status: project?.status ?? ('draft' as string),
      publishedAt: isoToLocalInput(project?.publishedAt),
    },
    toInput: projectInput,
    codeFields: { slugTaken: 'slug' },
  });
  const generated = useGeneratedSlug(project === undefined, (slug) => form.setValue('slug', slug));
  const bindText = (name: `${(typeof TEXTS)[number]}.${InterfaceLanguage}`) => (name === 'title.fr' ? generated.source(form.field(name)) : form.field(name));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.check())) return;
    save(projectInput(form.values)).then(onSaved, form.failWith);
  };

  return (
    <form className="content-form" noValidate onSubmit={submit}>
      <LocalizedFields name="title" bind={bindText} label={t('fields.title')} maxLength={ADMIN_MAX_LENGTH.title} />
      <SlugField {...generated.slug(form.field('slug'))} />
      <SelectField
        {...form.field('clientId')}
        label={t('fields.client')}
        placeholder={t('noClient')}
        required={false}
        options={clients.map((client) => ({ value: String(client.id), label: client.name }))}
      />
      <LocalizedFields name="summary" bind={bindText} label={t('fields.summary')} multiline rows={3} maxLength={ADMIN_MAX_LENGTH.summary} />
      <LocalizedFields name="body" bind={bindText} label={t('fields.body')} hint={t('hints.richText')} multiline rows={10} maxLength={ADMIN_MAX_LENGTH.body} />
      {(['challenge', 'approach', 'result'] as const).map((part) => (
        <LocalizedFields<'challenge' | 'approach' | 'result'>
          key={part} name={part} bind={bindText} label={t(`fields.${part}`)} multiline rows={3} required={false} maxLength={ADMIN_MAX_LENGTH.summary} />
      ))}
      <TextField {...form.field('stack')} label={t('fields.stack')} hint={t('hints.stack')} required={false} maxLength={800} />
      <ImageUploadField
        id={form.idOf('image')}
        name="image"
        label={t('fields.image')}
        value={form.values.image}
        onChange={(url) => form.setValue('image', url)}
        error={form.errorOf('image')}
        onRefused={(code) => form.fail('image', code)}
        required={false}
      />
      <PublicationFields status={form.field('status')} publishedAt={form.field('publishedAt')} />
      <FormAlert {...form.alert} />
      <div className="content-form__actions">
        <SubmitButton busy={busy} busyLabel={t('saving')}>
          {project ? t('save') : t('create')}
        </SubmitButton>
      </div>
    </form>
  );
}
