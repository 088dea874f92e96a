import './zod';
import { z } from 'zod';
import { isInterfaceLanguage } from '../languages';

/** POST /language/send */
export const languageSchema = z.object({
  lang: z.string({ error: 'unsupportedLanguage' }).refine(isInterfaceLanguage, { error: 'unsupportedLanguage' }),
});

export type LanguagePayload = z.input<typeof languageSchema>;
