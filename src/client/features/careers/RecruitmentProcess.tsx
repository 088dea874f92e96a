import { useTranslation } from 'react-i18next';
import './careers.css';

/**
 * The steps of an application, in order: recruitment:process.steps.<key>.{title,text}. Kept here,
 * not in shared/agency.ts, so the candidacy page does not carry the agency's other data.
 */
const RECRUITMENT_STEPS = ['apply', 'call', 'meet', 'offer'] as const;

/** How an application goes, step by step. */
export function RecruitmentProcess({ id = 'recruitment-process' }: { id?: string }) {
  const { t } = useTranslation('recruitment');
  return (
    <section className="process" aria-labelledby={id}>
      <h2 id={id}>{t('process.title')}</h2>
      <ol className="process__steps plain-list">
        {RECRUITMENT_STEPS.map((step, index) => (
          <li key={step} className="process__step">
            <span className="process__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3>{t(`process.steps.${step}.title`)}</h3>
              <p>{t(`process.steps.${step}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
