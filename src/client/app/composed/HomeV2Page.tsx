import { useTranslation } from 'react-i18next';
import { Seo } from '../../components/Seo';
import { GoalSection } from '../../features/home/GoalSection';
import { HOME_SECTIONS, type HomeSectionId } from '../../features/home/homeSections';
import { HomeHero } from '../../features/home/HomeHero';
import { ReferencesSection } from '../../features/references/ReferencesSection';
import { ServicesSection } from '../../features/home/ServicesSection';
import { HomeCta } from '../../features/home/ShowcaseSections';
import { useScrollToSection } from '../../features/home/useScrollToSection';
import '../../features/home/HomePage.css';

// The order of the sections on this page.
const ORDER: readonly HomeSectionId[] = ['services', 'references', 'goal'];
const SECTIONS = ORDER.map((id) => HOME_SECTIONS.find((section) => section.id === id)!);

/** The alternative home: the same sections, expertise first, with an in-page summary and a closing call. */
export default function HomeV2Page() {
  const { t } = useTranslation(['pages', 'home']);
  const scrollTo = useScrollToSection();
  const title = t('pages:homeV2.title');
  return (
    <div className="home home--v2">
      <Seo title={title} />
      <HomeHero title={title} lead={t('home:v2.lead')}>
        <nav className="home-summary" aria-label={t('home:bar.label')}>
          <ul className="home-summary__list plain-list">
            {SECTIONS.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`} onClick={(event) => scrollTo(event, section.id)}>
                  {t(`home:bar.${section.label}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </HomeHero>
      <ServicesSection />
      <ReferencesSection />
      <GoalSection />
      <HomeCta />
    </div>
  );
}
