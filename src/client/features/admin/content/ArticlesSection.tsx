import { useTranslation } from 'react-i18next';
import { type AdminArticle } from '../../../../shared/admin';
import { PUBLICATION_STATUSES } from '../../../../shared/contentKinds';
import { useLocalized } from '../../../components/useLocalized';
import { ArticleEditor } from './ArticleEditor';
import { ContentSection, type ContentSectionConfig } from './ContentSection';
import { publicationAction } from './statusActions';

const Form: ContentSectionConfig<'articles'>['Form'] = ({ entry, onSaved }) => <ArticleEditor article={entry} onSaved={onSaved} />;

/** /{lang}/admin/articles: the blog's articles, published, scheduled or draft. */
export default function ArticlesSection() {
  const { pick } = useLocalized();
  const { t } = useTranslation('adminContent');
  return (
    <ContentSection
      config={{
        kind: 'articles',
        label: (article: AdminArticle) => pick(article.title),
        columns: [{ key: 'slug', header: t('fields.slug'), cell: (article) => article.slug }],
        statuses: PUBLICATION_STATUSES,
        statusAction: publicationAction,
        Form,
      }}
    />
  );
}
