import type { i18n as I18n } from 'i18next';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientErrorCode, ErrorCode } from '../../shared/errors';
import { Suspense } from './hydration';
import { completeTexts, textsComplete } from './partialTexts';

/**
 * The error texts (`errors`) come with a page only when it shows one: the others are fetched once
 * the page is hydrated, and before any of them is shown (partialTexts.tsx). A page carries those
 * it may show when nothing else can be fetched (ERROR_CODES_ON_EVERY_PAGE).
 */

/** Runs `show` once the error texts are there: at once when they are. */
export function afterErrorTexts(i18n: I18n, show: () => void): void {
  if (textsComplete(i18n, 'errors')) show();
  else void completeTexts(i18n, 'errors').then(show);
}

function Text({ code }: { code: ErrorCode | ClientErrorCode }) {
  const { t, i18n } = useTranslation('errors');
  if (!i18n.exists(code, { ns: 'errors' })) use(completeTexts(i18n, 'errors'));
  return <>{t(code)}</>;
}

/** An error code's text, in the interface language; shown once the texts are there. */
export function ErrorText({ code }: { code: ErrorCode | ClientErrorCode }) {
  return (
    <Suspense fallback={null}>
      <Text code={code} />
    </Suspense>
  );
}
