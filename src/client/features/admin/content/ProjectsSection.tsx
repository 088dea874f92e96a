import { type AdminProject } from '../../../../shared/admin';
import { PUBLICATION_STATUSES } from '../../../../shared/contentKinds';
import { useLocalized } from '../../../components/useLocalized';
import { ContentSection, type ContentSectionConfig } from './ContentSection';
import { ProjectForm } from './ProjectForm';
import { publicationAction } from './statusActions';

const Form: ContentSectionConfig<'projects'>['Form'] = ({ entry, onSaved }) => <ProjectForm project={entry} onSaved={onSaved} />;

/** /{lang}/admin/projects: the case studies of the references. */
export default function ProjectsSection() {
  const { pick } = useLocalized();
  return (
    <ContentSection
      config={{ kind: 'projects', label: (project: AdminProject) => pick(project.title), statuses: PUBLICATION_STATUSES, statusAction: publicationAction, Form }}
    />
  );
}
