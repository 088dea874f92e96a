import { randomBytes } from 'node:crypto';

export const CANDIDACY_URL = '/api/candidacies/create-candidacy';

/** The text parts of a valid candidacy. */
export const candidacyFields = {
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea@example.com',
  phoneNumber: '06 12 34 56 78',
  presentation: 'Développeuse front depuis quatre ans, j’aimerais rejoindre votre équipe.',
};

/** A PDF-looking file: the signature, `size` random bytes, the end marker. */
export const pdfOfSize = (size = 2000): Buffer => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size), Buffer.from('\n%%EOF\n')]);
