import { formatDate } from '../../components/formatDate';
import { useLocalized } from '../../components/useLocalized';
import { LegalDocument, LegalLine, LegalList, LegalSection } from './LegalText';
import { TaggedText } from './TaggedText';

/** The day this statement was last checked against the tests it describes; update it with the text. */
export const STATEMENT_DATE = '2026-11-21';

/**
 * The accessibility statement: the target (WCAG 2.2 AA), what is tested and how, what is not,
 * hence "partially conformant", the known limitations, how to report a problem and the recourse.
 */
export default function AccessibilityPage() {
  const { lang } = useLocalized();
  return (
    <LegalDocument name="accessibility">
      <LegalSection base="accessibility.status" />
      <LegalSection base="accessibility.tested">
        <LegalList textKey="accessibility.tested.items" />
      </LegalSection>
      <LegalSection base="accessibility.notDone">
        <LegalList textKey="accessibility.notDone.items" />
        <p>
          <LegalLine textKey="accessibility.notDone.note" />
        </p>
      </LegalSection>
      <LegalSection base="accessibility.limitations">
        <LegalList textKey="accessibility.limitations.items" />
      </LegalSection>
      <LegalSection base="accessibility.environment" />
      <LegalSection base="accessibility.feedback" />
      <LegalSection base="accessibility.recourse">
        <LegalList textKey="accessibility.recourse.items" />
      </LegalSection>
      <p className="legal__date">
        <TaggedText
          ns="legal"
          textKey="accessibility.date"
          values={{ date: formatDate(STATEMENT_DATE, lang) }}
          components={{ time: <time dateTime={STATEMENT_DATE} /> }}
        />
      </p>
    </LegalDocument>
  );
}
