import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router-dom';
import { NavLink } from '../../../components/Link';
import { adminSectionPath } from '../paths';
import { CandidaciesList, MessagesList } from './InboxLists';
import { CandidacyDetail, MessageDetail } from './InboxDetails';
import { useGetInboxCountsQuery } from './inboxApi';

/**
 * /{lang}/admin/inbox: the messages and starter-pack requests, and at /candidacies the
 * candidacies, each tab with its count of new entries; an entry opens at /messages/{id} or
 * /candidacies/{id}.
 */
export default function InboxSection() {
  const { t } = useTranslation('admin');
  const { lang = 'fr' } = useParams();
  const counts = useGetInboxCountsQuery().currentData;
  const base = adminSectionPath(lang, 'inbox');
  const newMessages = counts ? counts.contact + counts.starterPack : null;
  return (
    <>
      <h2>{t('nav.inbox')}</h2>
      <nav className="admin-tabs" aria-label={t('inbox.tabs')}>
        <NavLink to={base} end className="admin-tabs__tab">
          {t('inbox.messages')}
          {newMessages !== null && <span className="admin-badge">{t('inbox.newCount', { count: newMessages })}</span>}
        </NavLink>
        <NavLink to={`${base}/candidacies`} end className="admin-tabs__tab">
          {t('inbox.candidacies')}
          {counts && <span className="admin-badge">{t('inbox.newCount', { count: counts.candidacies })}</span>}
        </NavLink>
      </nav>
      <Routes>
        <Route index element={<MessagesList />} />
        <Route path="candidacies" element={<CandidaciesList />} />
        <Route path="messages/:id" element={<MessageDetail />} />
        <Route path="candidacies/:id" element={<CandidacyDetail />} />
      </Routes>
    </>
  );
}
