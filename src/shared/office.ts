/**
 * The contact page's facts about the office. Every value here is a SAMPLE, to be replaced by the
 * agency's own.
 */

/** When the agency answers the phone (contact page): weekdays, 24-hour times. */
export const OFFICE_HOURS = { opens: '09:00', closes: '18:00' } as const; // sample

/** The promise the contact page makes: a first answer within this many working days. */
export const RESPONSE_WORKING_DAYS = 1; // sample

/** The map of the office's surroundings, drawn per language (scripts/assets/generate-showcase-images.ts). */
export const MAP_SIZE = { width: 1200, height: 800 } as const;
export const mapImage = (lang: string) => `/media/illustrations/map-${lang}.svg`;
