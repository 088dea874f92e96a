import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type * as z from 'zod/mini';
import { companyWith, type Company } from '../../shared/company';
import { DEFAULT_LANGUAGE, type InterfaceLanguage } from '../../shared/languages';
import type { ErrorCode } from '../../shared/errors';
import { candidacySchema, type contactSchema, type starterPackSchema } from '../../shared/schemas/messages';
import { fieldCodes, validate } from '../../shared/schemas/validate';
import type { Database } from '../db/database';
import { AppError } from '../errors';
import { emailWords, formatEmailDate, plainName, renderEmail } from './emails';
import { jobTitle } from './content/jobs';
import { decoySubmission, honeypotFilled } from './honeypot';
import type { Outbox } from './outbox';
import { cvPath, removeCv, type StoredCv } from './uploads';

export type ContactMessage = z.output<typeof contactSchema>;
export type StarterPackMessage = z.output<typeof starterPackSchema>;
export type CandidacyInput = z.output<typeof candidacySchema>;

export interface SubmissionContext {
  db: Kysely<Database>;
  outbox: Outbox;
  company: Company;
  uploadsDir: string;
  /** Whether the sender's address may be sent an acknowledgment now (RecipientLimit). */
  mayAcknowledge: (address: string) => Promise<boolean>;
}

/** The context of the app's forms: its database, outbox, identity, uploads folder and acknowledgment limit. */
export function submissionContext(app: FastifyInstance): SubmissionContext {
  return {
    db: app.db,
    outbox: app.outbox,
    company: companyWith(app.config.company),
    uploadsDir: app.config.uploadsDir,
    mayAcknowledge: (address) => app.acknowledgments.take(address),
  };
}

/** What the API answers: the stored row's id and time. */
export interface Submission {
  id: number;
  createdAt: string;
}

/** The agency reads its notifications in French; the sender gets theirs in their own language. */
const AGENCY_LANGUAGE: InterfaceLanguage = DEFAULT_LANGUAGE;

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
}

/** What every notification to the agency says about the sender. */
function senderValues(person: Person, language: InterfaceLanguage, createdAt: string, company: Company) {
  const words = emailWords(AGENCY_LANGUAGE);
  return {
    company: company.name,
    firstName: person.firstName,
    name: `${person.firstName} ${person.lastName}`,
    email: person.email,
    phone: person.phoneNumber ?? words.notProvided,
    language: words.languages[language],
    date: formatEmailDate(createdAt, AGENCY_LANGUAGE),
  };
}

function optionList(options: StarterPackMessage['options'], lang: InterfaceLanguage): string {
  const labels = emailWords(lang).starterPackOptions;
  return options.map((option) => `- ${labels[option]}`).join('\n');
}

/**
 * Stores a contact message or a starter-pack request and, in the same transaction, the
 * notification to the agency and the acknowledgment to the sender (one an hour per address). E-mails go out after the
 * commit: a mail failure never loses the message.
 */
export async function createMessage(
  { db, outbox, company, mayAcknowledge }: SubmissionContext,
  input: ContactMessage | StarterPackMessage,
  language: InterfaceLanguage,
): Promise<Submission> {
  const createdAt = new Date().toISOString();
  const starterPack = 'options' in input;
  const sender = senderValues(input, language, createdAt, company);
  const notification = starterPack
    ? renderEmail(AGENCY_LANGUAGE, 'starterPackNotification', { ...sender, message: input.message, options: optionList(input.options, AGENCY_LANGUAGE) })
    : renderEmail(AGENCY_LANGUAGE, 'contactNotification', { ...sender, message: input.message });
  // The sender's name, as plain words: the address typed may be anyone's.
  const acknowledgment = starterPack
    ? renderEmail(language, 'starterPackAcknowledgment', { company: company.name, firstName: plainName(input.firstName), options: optionList(input.options, language) })
    : renderEmail(language, 'contactAcknowledgment', { company: company.name, firstName: plainName(input.firstName) });
  const acknowledge = await mayAcknowledge(input.email);

  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('messages')
      .values({
        kind: starterPack ? 'starterPack' : 'contact',
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone_number: input.phoneNumber,
        message: input.message,
        options: starterPack ? JSON.stringify(input.options) : null,
        language,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await outbox.enqueue({ to: company.contactEmail, replyTo: input.email, ...notification }, trx);
    if (acknowledge) await outbox.enqueue({ to: input.email, replyTo: company.contactEmail, ...acknowledgment }, trx);
    return row.id;
  });
  outbox.wake();
  return { id, createdAt };
}

/**
 * Stores a candidacy whose CV is already saved, and queues the notification (CV attached) and
 * the acknowledgment, as createMessage does.
 */
/** A CV as read from the form: where it was stored, and its cleaned file name. */
export type UploadedCv = StoredCv & { name: string };

/**
 * The candidacy form's text fields and CV, read from its multipart body (which Fastify's schemas
 * cannot see): a robot gets a decoy, then the fields are checked, then stored. Whenever nothing is
 * stored, the CV does not stay on disk.
 */
export async function submitCandidacy(
  context: SubmissionContext,
  fields: Record<string, unknown>,
  cv: UploadedCv | null,
  language: InterfaceLanguage,
): Promise<Submission> {
  try {
    // Checked before validation: a robot gets the answer a person would, whatever else it sent.
    if (honeypotFilled(fields)) {
      await removeCv(context.uploadsDir, cv?.key);
      return await decoySubmission(context.db, 'candidacies');
    }
    const result = validate(candidacySchema, fields);
    // The CV comes last in the form, so its code comes after the schema's.
    const codes: Record<string, ErrorCode> = result.ok ? {} : fieldCodes(result.errors);
    if (cv === null) codes.cv = 'emptyCV';
    if (!result.ok) throw new AppError(result.first.code, undefined, codes);
    if (cv === null) throw new AppError('emptyCV', undefined, codes);
    return await createCandidacy(context, result.data, cv, language);
  } catch (error) {
    await removeCv(context.uploadsDir, cv?.key);
    throw error;
  }
}

export async function createCandidacy(
  { db, outbox, company, uploadsDir, mayAcknowledge }: SubmissionContext,
  input: CandidacyInput,
  cv: UploadedCv,
  language: InterfaceLanguage,
): Promise<Submission> {
  const createdAt = new Date().toISOString();
  const job = input.job ? input.job : null;
  const words = emailWords(AGENCY_LANGUAGE);
  // The agency reads the offer's title; a slug no offer has is kept beside the word "spontaneous".
  const title = job === null ? null : await jobTitle(db, job);
  const notification = renderEmail(AGENCY_LANGUAGE, 'candidacyNotification', {
    ...senderValues(input, language, createdAt, company),
    job: title ? title[AGENCY_LANGUAGE] : job ? `${words.spontaneous} (${job})` : words.spontaneous,
    presentation: input.presentation,
    cvName: cv.name,
  });
  const acknowledgment = renderEmail(language, 'candidacyAcknowledgment', { company: company.name, firstName: plainName(input.firstName) });
  const acknowledge = await mayAcknowledge(input.email);
  const attachment = { filename: cv.name, path: cvPath(uploadsDir, cv.key), contentType: 'application/pdf' };

  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('candidacies')
      .values({
        first_name: input.firstName,
        last_name: input.lastName,
        email: input.email,
        phone_number: input.phoneNumber,
        presentation: input.presentation,
        job_slug: job,
        cv_path: cv.key,
        cv_name: cv.name,
        cv_size: cv.size,
        language,
        created_at: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await outbox.enqueue({ to: company.contactEmail, replyTo: input.email, ...notification, attachments: [attachment] }, trx);
    if (acknowledge) await outbox.enqueue({ to: input.email, replyTo: company.contactEmail, ...acknowledgment }, trx);
    return row.id;
  });
  outbox.wake();
  return { id, createdAt };
}
