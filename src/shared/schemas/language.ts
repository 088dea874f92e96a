import * as z from 'zod/mini';
import { isInterfaceLanguage } from '../languages';

/** POST /language/send */
export const languageSchema = z.object({
  lang: z.string({ error: 'unsupportedLanguage' }).check(z.refine(isInterfaceLanguage, { error: 'unsupportedLanguage' })),
});

export type LanguagePayload = z.input<typeof languageSchema>;
