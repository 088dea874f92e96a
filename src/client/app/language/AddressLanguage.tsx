import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { addressIn, addressLanguage } from '../../../shared/languages';
import { currentLanguage } from '../../lib/i18n';
import { useServerRender } from '../../lib/serverRender';
import { useLocalizedNavigate } from '../../components/Link';

/**
 * The address says the language shown (decisions.md): French without `?lng=`, English with
 * `?lng=en`. On the server, a request whose language (its cookie, its Accept-Language) is not
 * the address's is redirected to the matching address, so that what a crawler or an audit fetches
 * is the page its canonical link names. In the browser, after a switch or a choice kept only in
 * this browser's storage, the address is replaced in place: no new history entry, no scroll.
 */
export function AddressLanguage() {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  const { pathname, search, hash, state } = useLocation();
  const navigate = useLocalizedNavigate();
  const server = useServerRender();
  const here = pathname + search + hash;
  const there = addressIn(here, lang);
  // Only a different language is redirected: `?lng=fr` over an English cookie is a choice of
  // French, which the browser stores before it tidies the address (the server cannot store it).
  if (server && addressLanguage(here) !== lang) server.setRedirect(there);

  useEffect(() => {
    if (there !== here) navigate(there, { replace: true, state });
  }, [here, there, state, navigate]);
  return null;
}
