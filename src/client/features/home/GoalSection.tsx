import { useTranslation } from 'react-i18next';

const PRINCIPLES = ['listen', 'iterate', 'last'] as const;

/** "Notre mission": what the agency believes and how it works. */
export function GoalSection() {
  const { t } = useTranslation('home');
  return (
    <section id="goal" tabIndex={-1} className="home-section home-goal" aria-labelledby="goal-title">
      <p className="eyebrow">{t('goal.eyebrow')}</p>
      <h2 id="goal-title">{t('goal.title')}</h2>
      <p className="home-section__intro">{t('goal.intro')}</p>
      <ol className="home-goal__principles plain-list">
        {PRINCIPLES.map((key, index) => (
          <li key={key} className="home-goal__principle">
            <span className="home-goal__number" aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3>{t(`goal.principles.${key}.title`)}</h3>
            <p>{t(`goal.principles.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
