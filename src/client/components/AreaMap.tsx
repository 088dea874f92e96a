import { useTranslation } from 'react-i18next';
import { MAP_SIZE, mapImage } from '../../shared/office';
import { currentLanguage } from '../lib/i18n';

/** The map of the office's surroundings, in the interface language (contact page, l'agence). */
export function AreaMap({ className }: { className: string }) {
  const { t, i18n } = useTranslation('forms');
  return (
    <img
      className={className}
      src={mapImage(currentLanguage(i18n))}
      alt={t('contactDetails.mapAlt')}
      width={MAP_SIZE.width}
      height={MAP_SIZE.height}
      loading="lazy"
      decoding="async"
    />
  );
}
