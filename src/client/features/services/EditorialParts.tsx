import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../components/Link';

/** A list of sentences kept as an array in the translations. */
export function textList(t: TFunction, key: string): string[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.map(String) : [];
}

/** A part of a page under its h2 (`id` makes it a target for links). */
export function Section({ title, className, id, children }: { title: string; className?: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} className={['editorial__section', 'split', className].filter(Boolean).join(' ')}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** Cards of a title (h3) and a text, read from `<base>.<id>.title` and `<base>.<id>.text`. */
export function Cards({ base, ids }: { base: string; ids: readonly string[] }) {
  const { t } = useTranslation('services');
  return (
    <ul className="service-cards">
      {ids.map((id) => (
        <li key={id} className="service-card">
          <h3>{t(`${base}.${id}.title`)}</h3>
          <p>{t(`${base}.${id}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}

/** A bulleted list from an array in the translations. */
export function TextList({ textKey, ordered = false }: { textKey: string; ordered?: boolean }) {
  const { t } = useTranslation('services');
  const items = textList(t, textKey).map((text) => <li key={text}>{text}</li>);
  return ordered ? <ol className="text-list">{items}</ol> : <ul className="text-list">{items}</ul>;
}

/** The closing invitation of a page: a sentence and a button-styled link. */
export function CallToAction({ text, link, to }: { text: string; link: string; to: string }) {
  return (
    <div className="editorial__cta">
      <p>{text}</p>
      <Link className="button" to={to}>
        {link}
      </Link>
    </div>
  );
}
