import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CV_MAX_BYTES } from '../../shared/schemas/limits';
import { dataOf, submission } from '../../shared/schemas/responses';
import { AppError, asBodyError } from '../errors';
import { requestLanguage } from '../i18n';
import { submissionContext, submitCandidacy, type UploadedCv } from '../services/submissions';
import { cleanPdfName, removeCv, saveCv } from '../services/uploads';

/** Per IP: a candidacy is rarer than a message, and each one carries a file. */
export const CANDIDACIES_RATE_LIMIT = { max: 5, timeWindow: 60_000 };

/**
 * One file (the CV), a handful of text fields. A field may hold 5000 characters of up to 4
 * bytes each in UTF-8; the schema then checks the character count.
 */
const FORM_LIMITS = { fileSize: CV_MAX_BYTES, files: 1, fields: 10, fieldSize: 20 * 1024, parts: 11 };

interface CandidacyForm {
  fields: Record<string, unknown>;
  cv: UploadedCv | null;
}

/**
 * Reads the multipart body: text fields, and the `cv` file streamed to disk as it arrives. The
 * first problem (not a PDF, too large, a text cut at the size limit) is answered once the body is
 * read, and then nothing stays on disk. A JSON body is read as a form without a CV.
 */
async function readCandidacyForm(request: FastifyRequest, uploadsDir: string): Promise<CandidacyForm> {
  if (!request.isMultipart()) {
    const body = typeof request.body === 'object' && request.body !== null ? (request.body as Record<string, unknown>) : {};
    return { fields: body, cv: null };
  }
  const fields: Record<string, string> = {};
  let cv: CandidacyForm['cv'] = null;
  let problem: unknown = null;
  try {
    for await (const part of request.parts({ limits: FORM_LIMITS })) {
      if (part.type === 'file') {
        if (problem !== null || part.fieldname !== 'cv' || cv !== null) {
          part.file.resume();
          continue;
        }
        try {
          const stored = await saveCv(uploadsDir, part.file, undefined, (err, message) => request.log.error({ err }, message));
          if (stored !== null) cv = { ...stored, name: cleanPdfName(part.filename) };
        } catch (error) {
          problem = asBodyError(error);
        }
      } else if (part.valueTruncated) {
        problem ??= new AppError('badRequest', 400, { [part.fieldname]: 'badRequest' });
      } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // The parser's own limits (a second file, too many fields: 413) end the body early.
    problem ??= asBodyError(error);
  }
  if (problem !== null) {
    await removeCv(uploadsDir, cv?.key);
    throw problem;
  }
  return { fields, cv };
}

/** /api/candidacies */
export async function candidaciesRoutes(app: FastifyInstance): Promise<void> {
  // Other scopes may parse multipart too; this one sets its own limits on each request anyway.
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart, { limits: FORM_LIMITS });

  app.post('/create-candidacy', { config: { rateLimit: CANDIDACIES_RATE_LIMIT }, schema: { response: { 201: dataOf(submission) } } }, async (request, reply) => {
    const { fields, cv } = await readCandidacyForm(request, app.config.uploadsDir);
    const stored = await submitCandidacy(submissionContext(app), fields, cv, requestLanguage(request));
    return reply.status(201).send({ data: stored });
  });
}
