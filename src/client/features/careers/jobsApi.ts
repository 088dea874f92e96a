import type { Job, JobSummary } from '../../../shared/api';
import { api, segment } from '../../api/api';
import { loadingAreas } from '../../api/loadingSlice';

export const jobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllJobs: build.query<JobSummary[], void>({
      query: () => '/jobs/get-all-jobs',
      providesTags: ['Jobs'],
    }),
    /** By numeric id or slug (recrutement/{slug}). */
    getUniqueJob: build.query<Job, number | string>({
      query: (idOrSlug) => `/jobs/unique/${segment(idOrSlug)}`,
      providesTags: ['Jobs'],
    }),
  }),
});
loadingAreas(jobsApi, { getAllJobs: 'jobs', getUniqueJob: 'jobs' });

export const { useGetAllJobsQuery, useGetUniqueJobQuery } = jobsApi;
