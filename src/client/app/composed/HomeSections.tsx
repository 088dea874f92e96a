import { GoalSection } from '../../features/home/GoalSection';
import { ServicesSection } from '../../features/home/ServicesSection';
import { HomeCta, KeyFigures, Testimonials } from '../../features/home/ShowcaseSections';
import { ReferencesSection } from '../../features/references/ReferencesSection';
import { SelectedWork } from '../../features/references/SelectedWork';

/**
 * Everything under the home page's hero, in its own chunk: server-rendered, and hydrated once that
 * chunk arrives, so the first screen is interactive without it.
 */
export default function HomeSections() {
  return (
    <>
      <KeyFigures />
      <GoalSection />
      <ServicesSection />
      <SelectedWork />
      <ReferencesSection />
      <Testimonials />
      <HomeCta />
    </>
  );
}
