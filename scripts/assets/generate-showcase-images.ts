/**
 * Writes the showcase's images under public/media, all drawn here (sources in showcase/):
 * - frames/{phone,tablet,laptop}.svg: device frames with a see-through screen (src/shared/devices.ts);
 * - projects/<slug>.svg: each project's cover, and projects/<slug>/screen-<n>-<device>.svg: its screens,
 *   projects/<slug>/en/screen-<n>-<device>.svg: the same with their interface in English;
 * - clients/<slug>.svg: the client's card (its page's cover), clients/wordmarks/<slug>.svg: its wordmark;
 * - team/<slug>.svg: illustrated portraits (the services' icons are drawn in the page: ServiceIcon.tsx);
 * - illustrations/{hero,services,expertise,agency,contact,recruitment,map}.svg, in the agency's tile language.
 * Deterministic, minified with svgo. Run: npm run assets:showcase
 */
import fs from 'node:fs';
import { mapImage } from '../../src/shared/office';
import { PORTRAIT_SIZE, TEAM } from '../../src/shared/team';
import { DEVICES } from '../../src/shared/devices';
import { clients } from '../../src/server/db/seed/clients';
import { projects } from '../../src/server/db/seed/projects';
import { BRANDS } from './showcase/brands';
import { frameSvg } from './showcase/devices';
import { agencyIllustration, contactIllustration, expertiseIllustration, heroSvg, mapSvg, recruitmentIllustration, servicesIllustration } from './showcase/illustrations';
import { clientCardSvg, wordmarkSvg } from './showcase/logos';
import { portraitSvg, type Person } from './showcase/people';
import { projectArt, screenSvg } from './showcase/projects';
import { writeSvg } from './showcase/svg';

/** How each sample team member is drawn (src/shared/agency.ts lists them). */
const PEOPLE: Record<string, Person> = {
  'camille-roux': { skin: '#f2c9a5', hair: '#8a4b2a', shirt: '#13233f', backdrop: '#6fd3c1', style: 'bob', glasses: true },
  'yanis-belaid': { skin: '#c98e62', hair: '#22170f', shirt: '#ff6b4a', backdrop: '#dff5f0', style: 'curls', beard: true },
  'aissata-diallo': { skin: '#7a4a2c', hair: '#1a1210', shirt: '#6fd3c1', backdrop: '#ffd9cf', style: 'puff', earrings: true },
  'lea-marchand': { skin: '#f6d5bd', hair: '#d9a441', shirt: '#3b4a66', backdrop: '#ffe7a8', style: 'long' },
  'thomas-nguyen': { skin: '#e8bf94', hair: '#111111', shirt: '#f7f5f0', backdrop: '#c9d1df', style: 'undercut', glasses: true },
};

const written: [string, number][] = [];
const write = (publicPath: string, content: string, dark?: string) => written.push([publicPath, writeSvg(publicPath, content, dark)]);

for (const device of DEVICES) write(`/media/frames/${device}.svg`, frameSvg(device));

for (const client of clients) {
  const brand = BRANDS[client.slug];
  if (!brand) throw new Error(`No brand for client ${client.slug}`);
  write(client.logo, clientCardSvg(brand, client.slug, client.name));
  const wordmark = wordmarkSvg(brand, client.name);
  write(client.wordmark, wordmark.content, wordmark.dark);
}

for (const project of projects) {
  const brand = project.client && BRANDS[project.client];
  if (!brand) throw new Error(`No brand for project ${project.slug}`);
  const art = projectArt(project.slug, brand);
  write(project.image, art.cover);
  art.screens.forEach((screen, index) => {
    const file = project.screens[index];
    if (file) write(file.image, screenSvg(screen, file.alt.fr));
  });
  // The same screens with their interface in English, for the English case study.
  projectArt(project.slug, brand, 'en').screens.forEach((screen, index) => {
    const file = project.screens[index];
    const english = file?.imageByLanguage?.en;
    if (file && english) write(english, screenSvg(screen, file.alt.en));
  });
}

for (const member of TEAM) {
  const person = PEOPLE[member.slug];
  if (!person) throw new Error(`No drawing for ${member.slug}`);
  write(member.portrait, portraitSvg(person, member.name).replace(/viewBox="0 0 600 600"/, `viewBox="0 0 ${PORTRAIT_SIZE} ${PORTRAIT_SIZE}"`));
}

write('/media/illustrations/hero.svg', heroSvg('Pixel & Cie'));
write('/media/illustrations/services.svg', servicesIllustration('Services'));
write('/media/illustrations/expertise.svg', expertiseIllustration('Expertise'));
write('/media/illustrations/agency.svg', agencyIllustration('L’agence'));
write('/media/illustrations/contact.svg', contactIllustration('Contact'));
write('/media/illustrations/recruitment.svg', recruitmentIllustration('Recrutement'));
for (const lang of ['fr', 'en']) {
  // The map's words come from the contact page's translations.
  const { map } = JSON.parse(fs.readFileSync(`src/client/locales/${lang}/forms.json`, 'utf8')).contactDetails;
  const drawn = mapSvg(map.title, map);
  write(mapImage(lang), drawn.content, drawn.dark);
}

let total = 0;
for (const [file, bytes] of written) {
  total += bytes;
  console.log(`public${file} ${bytes} bytes`);
}
console.log(`${written.length} files, ${total} bytes`);
