/** The home page's sections, in page order: their anchor ids (product spec) and label keys (home:bar.*). */
export const HOME_SECTIONS = [
  { id: 'goal', label: 'mission' },
  { id: 'services', label: 'expertise' },
  { id: 'partenairs', label: 'references' },
] as const;

export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id'];
