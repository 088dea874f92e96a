import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { interfaceLanguageFor, type InterfaceLanguage } from '../../../shared/languages';
import { usePageHydrated } from '../../lib/hydration';
import { currentLanguage } from '../../lib/i18n';
import { useSwitchLanguage } from './useSwitchLanguage';

/**
 * When the route language changes (first load included), the server is told, then the interface
 * switches. On the first load the interface already shows the detected language: the call keeps
 * the server's record (cookie, account) in step, and a failure leaves the page as it is. It waits
 * for the app to be ready: the request and its store updates would otherwise cut into hydration.
 */
export function RouteLanguage({ lang }: { lang: InterfaceLanguage }) {
  const { i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const pageHydrated = usePageHydrated();
  useEffect(() => {
    const target = interfaceLanguageFor(lang, currentLanguage(i18n));
    void pageHydrated.then(() => switchLanguage(target));
    // Only a change of the route's language triggers this, not a switch made on the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang]);
  return null;
}
