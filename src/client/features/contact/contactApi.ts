import { type ContactPayload, type StarterPackPayload } from '../../../shared/schemas/messages';
import { HONEYPOT_FIELD } from '../../../shared/schemas/limits';
import { api } from '../../api/api';
import { loadingAreas } from '../../api/loadingSlice';

/** A contact message, or a starter pack request (the same call, `kind: 'starterPack'`). */
export type MessageArgs = ContactPayload | StarterPackPayload;

export const contactApi = api.injectEndpoints({
  endpoints: (build) => ({
    createMessage: build.mutation<void, MessageArgs>({
      query: (args) => ({ url: '/messages/create-message', method: 'POST', body: messageBody(args) }),
    }),
  }),
});
loadingAreas(contactApi, { createMessage: null });

export const { useCreateMessageMutation } = contactApi;

function messageBody(args: MessageArgs) {
  const { firstName, lastName, email, phoneNumber, message } = args;
  const honeypot = args[HONEYPOT_FIELD];
  return {
    firstName,
    lastName,
    email,
    phoneNumber: phoneNumber ?? '',
    message,
    ...('kind' in args ? { kind: args.kind, options: args.options } : {}),
    // Only a robot fills the honeypot; the server then answers success and keeps nothing.
    ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
  };
}
