import { ContentSection, type ContentSectionProps } from './ContentSection';
import { ProjectForm } from './ProjectForm';

const Form: ContentSectionProps<'projects'>['Form'] = ({ entry, onSaved }) => <ProjectForm project={entry} onSaved={onSaved} />;

/** /{lang}/admin/projects: the case studies of the references. */
export default function ProjectsSection() {
  return <ContentSection kind="projects" Form={Form} />;
}
