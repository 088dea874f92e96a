import { SectionPlaceholder } from '../SectionPlaceholder';

/** /{lang}/admin/projects: the staff screens of the projects (features/admin/content). */
export default function ProjectsSection() {
  return <SectionPlaceholder section="projects" />;
}
