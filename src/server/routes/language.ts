import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGE_COOKIE, LANGUAGES, isInterfaceLanguage } from '../../shared/languages';
import { languageSchema } from '../../shared/schemas/language';
import { dataOf, language } from '../../shared/schemas/responses';
import { AppError } from '../errors';
import { setLanguage } from '../services/users';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

// A missing or non-object body is a missing language: every bad call answers unsupportedLanguage.
const bodySchema = z.preprocess((body) => (typeof body === 'object' && body !== null ? body : {}), languageSchema);

/** /api/language */
export async function languageRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post('/send', { schema: { body: bodySchema, response: { 200: dataOf(language) } } }, async (request, reply) => {
    const { lang } = request.body;
    // The schema has checked it already; this narrows the type without a cast.
    if (!isInterfaceLanguage(lang)) throw new AppError('unsupportedLanguage');
    // The e-mails a logged-in user gets follow this choice too.
    if (request.user) await setLanguage(app.db, request.user.id, lang);
    reply.setCookie(LANGUAGE_COOKIE, lang, { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax', secure: app.config.isProduction });
    return { data: LANGUAGES[lang] };
  });
}
