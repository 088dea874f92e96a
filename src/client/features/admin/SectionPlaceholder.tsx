import { useTranslation } from 'react-i18next';
import type { AdminSectionKey } from './paths';

/** A section whose screen is not there yet: its heading and a line saying so. */
export function SectionPlaceholder({ section }: { section: AdminSectionKey }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <h2>{t(`nav.${section}`)}</h2>
      <p>{t('placeholder')}</p>
    </>
  );
}
