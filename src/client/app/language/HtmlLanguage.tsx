import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';

/** Keeps <html lang> on the interface language, for screen readers and search engines. */
export function HtmlLanguage() {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return null;
}
