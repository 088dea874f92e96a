import { useTranslation } from 'react-i18next';
import type { Localized } from '../../shared/api';
import type { InterfaceLanguage } from '../../shared/languages';
import { currentLanguage } from '../lib/i18n';

/**
 * The interface language and a picker for content carried in both languages:
 * `const { lang, pick } = useLocalized(); pick(article.title)`.
 */
export function useLocalized(): { lang: InterfaceLanguage; pick: (text: Localized) => string } {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  return { lang, pick: (text) => text[lang] };
}
