import { staffFormSchemas } from '../staffFormSchemas';
import { useState, type FormEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_MAX_PAGE_SIZE, type AdminArticle, type AdminCategory } from '../../../../shared/admin';
import type { Article, Localized } from '../../../../shared/api';
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '../../../../shared/languages';
import { readingMinutes } from '../../../../shared/richText';
import { ADMIN_MAX_LENGTH, slugify } from '../../../../shared/schemas/admin';
import { ArticleDetail } from '../../../components/ArticleDetail';
import { FormAlert } from '../../../components/form/FormAlert';
import { SelectField } from '../../../components/form/SelectField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useSchemaForm } from '../../../components/form/useSchemaForm';
import { useLocalized } from '../../../components/useLocalized';
import { useListContentQuery } from './contentApi';
import { isoToLocalInput, localInputToIso } from './dates';
import { ImageUploadField } from './ImageUploadField';
import { LocalizedFields } from './LocalizedFields';
import { localizedValues, nestLocalized } from './localized';
import { PublicationFields } from './PublicationFields';
import { SlugField, useGeneratedSlug } from './SlugField';
import { useSaveContent } from './useSaveContent';
import './adminContent.css';

const TEXTS = ['title', 'excerpt', 'body', 'imageAlt'] as const;

export interface ArticleEditorProps {
  /** The article being edited; none for a new one. */
  article?: AdminArticle;
  onSaved: (article: AdminArticle) => void;
}

/**
 * An article in both languages: title, address (made from the French title until it is typed),
 * category, summary, text in the site's rich text, cover with its description, publication. A
 * preview shows it as its public page will, in either language.
 */
export function ArticleEditor({ article, onSaved }: ArticleEditorProps) {
  const { t } = useTranslation('adminContent');
  const { lang: interfaceLanguage, pick } = useLocalized();
  const { save, busy } = useSaveContent('articles', article?.id);
  const categories = (useListContentQuery({ kind: 'categories', page: 1, pageSize: ADMIN_MAX_PAGE_SIZE }).data?.data ?? []) as AdminCategory[];
  const [previewLanguage, setPreviewLanguage] = useState<InterfaceLanguage | null>(null);

  const form = useSchemaForm({
    schema: staffFormSchemas.content('articles'),
    initialValues: {
      ...localizedValues(TEXTS, article),
      slug: article?.slug ?? '',
      categoryId: article ? String(article.categoryId) : '',
      image: article?.image ?? '',
      status: article?.status ?? ('draft' as string),
      publishedAt: isoToLocalInput(article?.publishedAt),
    },
    toInput: articleInput,
    codeFields: { slugTaken: 'slug' },
  });
  const { values } = form;

  const generated = useGeneratedSlug(article === undefined, (slug) => form.setValue('slug', slug));
  const bindText = (name: `${(typeof TEXTS)[number]}.${InterfaceLanguage}`) =>
    name === 'title.fr' ? generated.source(form.field(name)) : form.field(name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!(await form.check())) return;
    save(articleInput(values)).then(onSaved, form.failWith);
  };

  return (
    <>
      <form className="content-form" noValidate onSubmit={submit}>
        <LocalizedFields name="title" bind={bindText} label={t('fields.title')} maxLength={ADMIN_MAX_LENGTH.title} />
        <SlugField {...generated.slug(form.field('slug'))} />
        <SelectField
          {...form.field('categoryId')}
          label={t('fields.category')}
          placeholder={t('choose')}
          options={categories.map((category) => ({ value: String(category.id), label: pick(category.name) }))}
        />
        <LocalizedFields name="excerpt" bind={bindText} label={t('fields.summary')} multiline rows={3} maxLength={ADMIN_MAX_LENGTH.summary} />
        <LocalizedFields name="body" bind={bindText} label={t('fields.body')} hint={t('hints.richText')} multiline rows={14} maxLength={ADMIN_MAX_LENGTH.body} />
        <ImageUploadField
          id={form.idOf('image')}
          name="image"
          label={t('fields.cover')}
          value={values.image}
          onChange={(url) => form.setValue('image', url)}
          error={form.errorOf('image')}
          onRefused={(code) => form.fail('image', code)}
          required={false}
        />
        <LocalizedFields name="imageAlt" bind={bindText} label={t('fields.coverAlt')} hint={t('hints.coverAlt')} required={false} maxLength={ADMIN_MAX_LENGTH.title} />
        <PublicationFields status={form.field('status')} publishedAt={form.field('publishedAt')} />
        <FormAlert {...form.alert} />
        <div className="content-form__actions">
          <SubmitButton busy={busy} busyLabel={t('saving')}>
            {article ? t('save') : t('create')}
          </SubmitButton>
          {INTERFACE_LANGUAGES.map((lang) => (
            <button
              key={lang}
              type="button"
              className="button button--ghost"
              aria-pressed={previewLanguage === lang}
              aria-controls="article-preview"
              onClick={() => setPreviewLanguage((current) => (current === lang ? null : lang))}
            >
              {t(`preview.show.${lang}`)}
            </button>
          ))}
        </div>
      </form>
      <section id="article-preview" aria-label={t('preview.label')} hidden={previewLanguage === null}>
        {previewLanguage && (
          <ArticlePreview
            lang={previewLanguage}
            interfaceLanguage={interfaceLanguage}
            article={previewOf(values, previewLanguage, categories, article)}
            label={t('preview.note')}
          />
        )}
      </section>
    </>
  );
}

/** The article as the public page draws it, with the public page's own components; its links lead nowhere. */
function ArticlePreview({ article, lang, interfaceLanguage, label }: { article: Article; lang: InterfaceLanguage; interfaceLanguage: InterfaceLanguage; label: string }) {
  const stay = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) event.preventDefault();
  };
  return (
    // The page's texts (dates, reading time) stay in the interface language; the article's in its own.
    <div className="article-preview" lang={lang === interfaceLanguage ? undefined : lang} onClickCapture={stay}>
      <p className="article-preview__label">{label}</p>
      <ArticleDetail article={article} preview />
    </div>
  );
}

type EditorValues = Record<string, string>;

/** The body the schema and the API take, from the form's values (the date typed in local time goes as UTC). */
function articleInput({ categoryId, publishedAt, ...values }: EditorValues): Record<string, unknown> {
  return {
    ...nestLocalized(values),
    categoryId: categoryId === '' || categoryId === undefined ? undefined : Number(categoryId),
    publishedAt: localInputToIso(publishedAt ?? ''),
  };
}

/** What the public page would receive, from the form as it is now: each text in the previewed language. */
function previewOf(values: EditorValues, lang: InterfaceLanguage, categories: AdminCategory[], article?: AdminArticle): Article {
  const text = (field: string): Localized => ({ fr: values[`${field}.${lang}`] ?? '', en: values[`${field}.${lang}`] ?? '' });
  const category = categories.find((entry) => String(entry.id) === values.categoryId);
  const now = new Date().toISOString();
  return {
    id: article?.id ?? 0,
    slug: values.slug || slugify(values['title.fr'] ?? ''),
    title: text('title'),
    excerpt: text('excerpt'),
    body: text('body'),
    image: values.image || null,
    imageAlt: text('imageAlt'),
    readingMinutes: readingMinutes(text('body')),
    category: category ? { id: category.id, slug: category.slug, name: { fr: category.name[lang], en: category.name[lang] } } : { id: 0, slug: '-', name: { fr: '', en: '' } },
    publishedAt: localInputToIso(values.publishedAt ?? '') || article?.publishedAt || now,
    updatedAt: now,
  };
}
