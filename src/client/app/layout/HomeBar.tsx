import { useTranslation } from 'react-i18next';
import { HOME_SECTIONS } from '../../features/home/homeSections';
import { useScrollFade } from '../../features/home/useScrollFade';
import { useScrollToSection } from '../../features/home/useScrollToSection';
import './HomeBar.css';

/**
 * The home page's pill-shaped bar (wide screens): anchors to its sections. It fades out over
 * the first 20px of scroll; once faded it is hidden and out of the tab order.
 */
export function HomeBar() {
  const { t } = useTranslation('home');
  const opacity = useScrollFade();
  const scrollTo = useScrollToSection();
  const faded = opacity === 0;
  return (
    <nav
      className="home-bar"
      aria-label={t('bar.label')}
      style={{ opacity, visibility: faded ? 'hidden' : undefined }}
      inert={faded}
    >
      <ul className="home-bar__list plain-list">
        {HOME_SECTIONS.map((section) => (
          <li key={section.id}>
            <a className="home-bar__link" href={`#${section.id}`} onClick={(event) => scrollTo(event, section.id)}>
              {t(`bar.${section.label}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
