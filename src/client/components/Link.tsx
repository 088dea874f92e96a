import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink as RouterNavLink, useNavigate, type LinkProps, type NavigateOptions, type NavLinkProps, type To } from 'react-router-dom';
import { addressIn, type InterfaceLanguage } from '../../shared/languages';
import { currentLanguage } from '../lib/i18n';

/** A path of this site (`/fr/blog`, `{ pathname: '/fr/blog' }`) in `lang`; anything else as it is. */
export function localizedTo(to: To, lang: InterfaceLanguage): To {
  if (typeof to === 'string') return to.startsWith('/') ? addressIn(to, lang) : to;
  if (!to.pathname?.startsWith('/')) return to;
  return addressIn(`${to.pathname}${to.search ?? ''}${to.hash ?? ''}`, lang);
}

/**
 * Addresses in the interface language (decisions.md: English is `?lng=en`, kept on every internal
 * link while English is shown), so that a link copied, opened in a new tab or followed by a
 * crawler shows the page in the language it was found in.
 */
export function useLocalizedTo(): (to: To) => To {
  const { i18n } = useTranslation();
  const lang = currentLanguage(i18n);
  return useCallback((to: To) => localizedTo(to, lang), [lang]);
}

/** react-router's Link, to the address in the interface language. */
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={useLocalizedTo()(to)} {...props} />;
}

/** react-router's NavLink, to the address in the interface language. */
export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={useLocalizedTo()(to)} {...props} />;
}

/** react-router's navigate, to the address in the interface language. */
export function useLocalizedNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const localized = useLocalizedTo();
  return useCallback((to: To, options?: NavigateOptions) => void navigate(localized(to), options), [navigate, localized]);
}
