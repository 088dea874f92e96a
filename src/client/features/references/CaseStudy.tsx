import { useTranslation } from 'react-i18next';
import type { Project } from '../../../shared/api';
import { DeviceFrame } from '../../components/DeviceFrame';
import { useLocalized } from '../../components/useLocalized';
import './caseStudy.css';

// Phones take a third of the wide column at most, tablets and laptops two thirds.
const SCREEN_SIZES = { phone: '(min-width: 48rem) 20rem, 70vw', tablet: '(min-width: 48rem) 40rem, 95vw', laptop: '(min-width: 48rem) 44rem, 95vw' };

/** A project's case study at a glance: challenge, approach and result, its figures, its screens and its stack. */
export function CaseStudy({ project }: { project: Project }) {
  const { t } = useTranslation('references');
  const { lang, pick } = useLocalized();
  const story = (['challenge', 'approach', 'result'] as const).filter((part) => pick(project[part]) !== '');
  return (
    <>
      {story.length > 0 && (
        <section className="case-story detail__wide" aria-labelledby="case-story-title">
          <h2 id="case-story-title" className="visually-hidden">
            {t('caseStudy.storyTitle')}
          </h2>
          <ol className="case-story__steps">
            {story.map((part, index) => (
              <li key={part} className="case-story__step">
                <span className="case-story__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3>{t(`caseStudy.${part}`)}</h3>
                <p>{pick(project[part])}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      {project.outcomes.length > 0 && (
        <section className="case-outcomes detail__wide" aria-labelledby="case-outcomes-title">
          <h2 id="case-outcomes-title">{t('caseStudy.outcomesTitle')}</h2>
          <ul>
            {project.outcomes.map((outcome, index) => (
              <li key={index}>
                <span className="case-outcomes__figure">{pick(outcome.figure)}</span>
                <span className="case-outcomes__label">{pick(outcome.label)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {project.screens.length > 0 && (
        <section className="case-screens detail__wide" aria-labelledby="case-screens-title">
          <h2 id="case-screens-title">{t('caseStudy.screensTitle')}</h2>
          <div className="case-screens__list">
            {project.screens.map((screen) => (
              <DeviceFrame
                key={screen.image}
                device={screen.device}
                screen={screen.imageByLanguage?.[lang] ?? screen.image}
                caption={pick(screen.alt)}
                sizes={SCREEN_SIZES[screen.device]}
              />
            ))}
          </div>
        </section>
      )}
      {project.stack.length > 0 && (
        <section className="case-stack" aria-labelledby="case-stack-title">
          <h2 id="case-stack-title">{t('caseStudy.stackTitle')}</h2>
          <ul className="tag-list">
            {project.stack.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
