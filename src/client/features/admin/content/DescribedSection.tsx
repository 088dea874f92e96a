import { useMemo } from 'react';
import type { ContentKindKey } from '../../../../shared/contentKinds';
import type { DescribedEntry } from './contentApi';
import { ContentSection, type ContentSectionProps } from './ContentSection';
import { DescribedForm } from './DescribedForm';

/** /{lang}/admin/<key> of a kind with no section of its own: its list and form drawn from its descriptor. */
export default function DescribedSection({ section }: { section: ContentKindKey }) {
  // One component per kind, kept across renders: a new one each time would reset the form being typed.
  const Form = useMemo(
    () =>
      (({ entry, onSaved }: { entry?: DescribedEntry; onSaved: (entry: DescribedEntry) => void }) => (
        <DescribedForm kind={section} entry={entry} onSaved={onSaved} />
      )) as unknown as ContentSectionProps<ContentKindKey>['Form'],
    [section],
  );
  return <ContentSection kind={section} Form={Form} />;
}
