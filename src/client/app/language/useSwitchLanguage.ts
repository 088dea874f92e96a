import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { InterfaceLanguage } from '../../../shared/languages';
import { useAppDispatch } from '../../lib/hooks';
import { useEveryPartHydrated } from '../../lib/hydration';
import { currentLanguage } from '../../lib/i18n';
import { completeAllTexts } from '../../lib/partialTexts';
import { useSendLanguageMutation } from './languageApi';
import { languageChanged } from './languageSlice';

/**
 * Tells the server the language (it answers e-mails and errors in it), then switches the
 * interface (decisions.md). Resolves to false, the interface unchanged, when the server could not
 * be told: the visitor's choice would otherwise be half made.
 */
export function useSwitchLanguage(): (lang: InterfaceLanguage) => Promise<boolean> {
  const { i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [sendLanguage] = useSendLanguageMutation();
  const everyPartHydrated = useEveryPartHydrated();
  return useCallback(
    async (lang: InterfaceLanguage) => {
      const sent = await sendLanguage(lang);
      if ('error' in sent) return false;
      // A part hydrated after ready (the footer) must be hydrated in the language it was rendered in.
      await everyPartHydrated;
      // Even to the language it has, i18next says it changed, and every translated component
      // renders again at once, in one block (the whole page, 40 ms here on the first load).
      if (currentLanguage(i18n) !== lang) {
        // Back to the server's language, whose page brought only part of some namespaces: every
        // text of the page shown must be there when it switches.
        await completeAllTexts(i18n, lang);
        await i18n.changeLanguage(lang);
      }
      dispatch(languageChanged(lang));
      return true;
    },
    [dispatch, everyPartHydrated, i18n, sendLanguage],
  );
}
