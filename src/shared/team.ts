/**
 * The agency's team (the recruitment pages, the agency page). Every value here is a SAMPLE, to be
 * replaced by the agency's own; the roles a person reads are in the translation files.
 */

/** A member of the team: the role is recruitment:team.roles.<role>; the portrait is drawn (scripts/assets/generate-showcase-images.ts). */
export interface TeamMember {
  slug: string;
  name: string;
  role: 'cofounderTech' | 'cofounderMobile' | 'designer' | 'projectManager' | 'developer';
  portrait: string;
}

export const TEAM: readonly TeamMember[] = [
  { slug: 'camille-roux', name: 'Camille Roux', role: 'cofounderTech', portrait: '/media/team/camille-roux.svg' }, // sample
  { slug: 'yanis-belaid', name: 'Yanis Belaïd', role: 'cofounderMobile', portrait: '/media/team/yanis-belaid.svg' }, // sample
  { slug: 'aissata-diallo', name: 'Aïssata Diallo', role: 'designer', portrait: '/media/team/aissata-diallo.svg' }, // sample
  { slug: 'lea-marchand', name: 'Léa Marchand', role: 'projectManager', portrait: '/media/team/lea-marchand.svg' }, // sample
  { slug: 'thomas-nguyen', name: 'Thomas Nguyen', role: 'developer', portrait: '/media/team/thomas-nguyen.svg' }, // sample
];

/** The intrinsic size of a portrait (square). */
export const PORTRAIT_SIZE = 600;
