import { GoalSection } from './GoalSection';
import { ReferencesSection } from './ReferencesSection';
import { ServicesSection } from './ServicesSection';
import { HomeCta, KeyFigures, SelectedWork, Testimonials } from './ShowcaseSections';

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
