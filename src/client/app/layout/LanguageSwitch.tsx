import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES, LANGUAGES, type InterfaceLanguage } from '../../../shared/languages';
import { currentLanguage } from '../../lib/i18n';
import { Notice } from '../../components/Notice';
import { useSwitchLanguage } from '../language/useSwitchLanguage';

/**
 * The visible FR/EN switch: the server is told, then the interface switches where it is (same
 * page, same scroll position) and the address follows (AddressLanguage). When the server cannot
 * be told, a short notice says so and the language stays.
 * Each button's name starts with its visible code (WCAG 2.5.3, label in name), then says what it
 * does. The hidden text holds no element: a nested one would report its unclipped box as overflow.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const active = currentLanguage(i18n);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);

  const choose = async (lang: InterfaceLanguage) => {
    if (lang === active || busy) return;
    setFailed(false);
    setBusy(true);
    const switched = await switchLanguage(lang);
    setBusy(false);
    setFailed(!switched);
  };

  return (
    <div className="language-switch">
      <div className="language-switch__options" role="group" aria-label={t('languageSwitch.label')}>
        {INTERFACE_LANGUAGES.map((lang) => (
          <button key={lang} type="button" className="language-switch__option" aria-pressed={lang === active} onClick={() => void choose(lang)}>
            {lang.toUpperCase()}
            <span className="visually-hidden"> – {t('languageSwitch.switchTo', { language: LANGUAGES[lang].nativeName })}</span>
          </button>
        ))}
      </div>
      <Notice
        message={failed ? t('languageSwitch.failed') : undefined}
        onDismiss={() => setFailed(false)}
        dismissLabel={t('languageSwitch.dismiss')}
        className="language-switch__notice"
      />
    </div>
  );
}
