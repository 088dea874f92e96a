import { HONEYPOT_FIELD } from '../../../shared/schemas/limits';
import { fileName } from '../../api/api';
import type { CandidacyArgs } from './candidacyApi';

/** The multipart body of POST /candidacies/create-candidacy. */
export function candidacyBody({ firstName, lastName, email, phoneNumber, presentation, job, cv, ...rest }: CandidacyArgs): FormData {
  const body = new FormData();
  body.append('firstName', firstName);
  body.append('lastName', lastName);
  body.append('email', email);
  body.append('phoneNumber', phoneNumber);
  body.append('presentation', presentation);
  if (job) body.append('job', job);
  // Only a robot fills the honeypot; the server then answers success and keeps nothing.
  const honeypot = rest[HONEYPOT_FIELD];
  if (honeypot) body.append(HONEYPOT_FIELD, honeypot);
  body.append('cv', cv, fileName(cv, 'cv.pdf'));
  return body;
}
