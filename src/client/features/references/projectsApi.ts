import type { Project, ProjectSummary } from '../../../shared/api';
import { api, segment } from '../../api/api';
import { loadingAreas } from '../../api/loadingSlice';

export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllPublishedProjects: build.query<ProjectSummary[], void>({
      query: () => '/projects/get-all-published-projects',
      providesTags: ['Projects'],
    }),
    getUniqueProject: build.query<Project, number | string>({
      query: (id) => `/projects/unique/${segment(id)}`,
      providesTags: ['Projects'],
    }),
  }),
});
loadingAreas(projectsApi, { getAllPublishedProjects: 'projects', getUniqueProject: 'projects' });

export const { useGetAllPublishedProjectsQuery, useGetUniqueProjectQuery } = projectsApi;
