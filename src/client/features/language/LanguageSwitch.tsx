import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  INTERFACE_LANGUAGES,
  LANGUAGE_QUERY_KEY,
  LANGUAGES,
  isSupportedRouteLanguage,
  type InterfaceLanguage,
} from '../../../shared/languages';
import { currentLanguage } from '../../app/i18n';
import { useSwitchLanguage } from './useSwitchLanguage';

/**
 * The visible FR/EN switch. A language with its own route prefix is reached by its URL.
 * Each button's name starts with its visible code (WCAG 2.5.3, label in name), then says what it
 * does. The hidden text holds no element: a nested one would report its unclipped box as overflow.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const switchLanguage = useSwitchLanguage();
  const active = currentLanguage(i18n);

  const choose = (lang: InterfaceLanguage) => {
    if (lang === active) return;
    const params = new URLSearchParams(location.search);
    params.delete(LANGUAGE_QUERY_KEY); // the choice is stored now; an old ?lng= must not win on reload
    const search = params.toString() ? `?${params}` : '';
    if (isSupportedRouteLanguage(lang)) {
      const rest = location.pathname.replace(/^\/[^/]+/, '');
      navigate(`/${lang}${rest}${search}${location.hash}`);
      return;
    }
    if (search !== location.search) navigate(`${location.pathname}${search}${location.hash}`, { replace: true });
    void switchLanguage(lang);
  };

  return (
    <div className="language-switch" role="group" aria-label={t('languageSwitch.label')}>
      {INTERFACE_LANGUAGES.map((lang) => (
        <button key={lang} type="button" className="language-switch__option" aria-pressed={lang === active} onClick={() => choose(lang)}>
          {lang.toUpperCase()}
          <span className="visually-hidden"> – {t('languageSwitch.switchTo', { language: LANGUAGES[lang].nativeName })}</span>
        </button>
      ))}
    </div>
  );
}
