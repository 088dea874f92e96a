import type { Project, ProjectCardData } from '../../../shared/api';
import { api, segment } from '../../api/api';
import { loadingAreas } from '../../api/loadingSlice';

export const projectsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The lists show cards only: the case studies would weigh on every page that lists projects (home's first).
    /** Every published project's card, or the newest `count` (home shows three). */
    getProjectCards: build.query<ProjectCardData[], number | void>({
      query: (count) => (typeof count === 'number' ? `/projects/cards/${count}` : '/projects/cards'),
      providesTags: ['Projects'],
    }),
    getUniqueProject: build.query<Project, number | string>({
      query: (id) => `/projects/unique/${segment(id)}`,
      providesTags: ['Projects'],
    }),
  }),
});
loadingAreas(projectsApi, { getProjectCards: 'projects', getUniqueProject: 'projects' });

export const { useGetProjectCardsQuery, useGetUniqueProjectQuery } = projectsApi;
