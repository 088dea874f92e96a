import type { ContactPayload } from '../../../shared/schemas/messages';
import { api } from '../../api/api';

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    createMessage: build.mutation<void, ContactPayload>({
      query: ({ firstName, lastName, email, phoneNumber, message }) => ({
        url: '/messages/create-message',
        method: 'POST',
        body: { firstName, lastName, email, phoneNumber: phoneNumber ?? '', message },
      }),
    }),
  }),
});

export const { useCreateMessageMutation } = contactApi;
