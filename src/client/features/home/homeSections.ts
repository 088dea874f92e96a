/**
 * The home page's sections, in page order: their anchor ids and label keys (home:bar.*). The
 * spec's ids, but `references` for its misspelt `partenairs` (the label stays "Références").
 */
export const HOME_SECTIONS = [
  { id: 'goal', label: 'mission' },
  { id: 'services', label: 'expertise' },
  { id: 'references', label: 'references' },
] as const;

export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id'];
