import { formatDateTime } from '../../components/formatDate';
import { useLocalized } from '../../components/useLocalized';

/** A `<time>` to the minute, in the interface language: when something reached or changed in the back office. */
export function DateTime({ value }: { value: string }) {
  const { lang } = useLocalized();
  return <time dateTime={value}>{formatDateTime(value, lang)}</time>;
}
