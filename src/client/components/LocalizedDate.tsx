import { formatDate } from './formatDate';
import { useLocalized } from './useLocalized';

/** A `<time>` showing an ISO date in the interface language ("2 janvier 2026"). */
export function LocalizedDate({ value }: { value: string }) {
  const { lang } = useLocalized();
  return <time dateTime={value}>{formatDate(value, lang)}</time>;
}
