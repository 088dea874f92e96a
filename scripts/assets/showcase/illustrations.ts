/** The agency's own pictures: the home hero, the pages' illustrations and the contact map. */
import { BRAND, circle, font, randomFor, rect, round, svg, textPath, textWidth } from './svg';

const { navy, night, coral, mint, mintPale, paper, cream, white } = BRAND;
const bold = () => font('atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff');

/*
 * The agency's visual language: the logo's four rounded squares (coral, cream, cream, mint on
 * navy) grown into a grid of tiles, each a square, a quarter disc, a half disc or a ring. Every
 * picture is one such grid with its subject in the middle, drawn in the logo's colours; the cells
 * around it, quieter, carry the same shapes. No devices, no stock scenes.
 */
type Shape = 'square' | 'quarter' | 'half' | 'disc' | 'ring' | 'bar' | 'none';

/** One tile at column c, row r of a grid of `size` cells, `turn` quarter turns about its centre. */
function tile(shape: Shape, c: number, r: number, size: number, colour: string, turn = 0, gap = 12): string {
  const x = c * size + gap / 2;
  const y = r * size + gap / 2;
  const s = size - gap;
  const cx = x + s / 2;
  const cy = y + s / 2;
  const rotate = turn ? ` transform="rotate(${turn * 90} ${round(cx)} ${round(cy)})"` : '';
  switch (shape) {
    case 'square':
      return rect(x, y, s, s, colour, `rx="${round(s * 0.18)}"`);
    case 'quarter':
      return `<path d="M${round(x)},${round(y + s)}V${round(y)}A${round(s)},${round(s)} 0 0 1 ${round(x + s)},${round(y + s)}z" fill="${colour}"${rotate}/>`;
    case 'half':
      return `<path d="M${round(x)},${round(y + s)}A${round(s / 2)},${round(s / 2)} 0 0 1 ${round(x + s)},${round(y + s)}z" fill="${colour}"${rotate}/>`;
    case 'disc':
      return circle(cx, cy, s / 2, colour);
    case 'ring':
      return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(s * 0.38)}" fill="none" stroke="${colour}" stroke-width="${round(s * 0.16)}"/>`;
    case 'bar':
      return rect(x, cy - s * 0.14, s, s * 0.28, colour, `rx="${round(s * 0.14)}"${rotate}`);
    default:
      return '';
  }
}

const QUIET: Shape[] = ['quarter', 'quarter', 'half', 'ring', 'disc', 'none', 'none', 'bar'];

/** The quiet cells: random shapes of `palette`, except where `keep` says the subject is. */
function field(key: string, columns: number, rows: number, size: number, palette: string[], keep: (c: number, r: number) => boolean): string {
  const random = randomFor(key);
  let out = '';
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const shape = QUIET[Math.floor(random() * QUIET.length)]!;
      const colour = palette[Math.floor(random() * palette.length)]!;
      const turn = Math.floor(random() * 4);
      if (!keep(c, r)) out += tile(shape, c, r, size, colour, turn);
    }
  }
  return out;
}

/** The home hero: the logo's four tiles, large, at the heart of a field of quieter tiles on night. */
export function heroSvg(title: string): string {
  const W = 1200;
  const size = 200;
  const centre = (c: number, r: number) => c >= 2 && c <= 3 && r >= 2 && r <= 3;
  let art = rect(0, 0, W, W, night);
  art += field('hero', 6, 6, size, [navy, '#1d3357', '#24406b'], centre);
  // The subject, kept inside the middle third: the phone's 2:1 crop and the desktop's square both show it whole.
  art += tile('square', 2, 2, size, coral, 0, 16) + tile('square', 3, 2, size, cream, 0, 16) + tile('square', 2, 3, size, cream, 0, 16) + tile('square', 3, 3, size, mint, 0, 16);
  art += tile('quarter', 4, 2, size, coral, 0) + tile('half', 1, 3, size, mint, 3) + tile('ring', 4, 3, size, cream) + tile('disc', 1, 2, size, '#ffd166');
  return svg(W, W, art, title);
}

/** A page illustration, 1200×800: a 6×4 grid of tiles on its own panel. */
function panel(body: string, title: string, backdrop: string = mintPale): string {
  return svg(1200, 800, rect(0, 0, 1200, 800, backdrop, 'rx="48"') + body, title);
}

/** Services: the four crafts as four figures of tiles (a screen, a phone, a pen's arc, a gear's ring) across the middle rows. */
export function servicesIllustration(title: string): string {
  const size = 200;
  const subject = (c: number, r: number) => r >= 1 && r <= 2 && c >= 1 && c <= 4;
  let art = field('services', 6, 4, size, ['#bfe8df', '#a9ded3', '#cdeee7'], subject);
  // A screen: a wide tile with a bar across its top.
  art += rect(206, 206, 388, 188, navy, 'rx="28"') + rect(230, 232, 340, 26, coral, 'rx="13"') + rect(230, 282, 160, 88, mint, 'rx="16"') + rect(410, 282, 160, 88, cream, 'rx="16"');
  // A phone: a tall tile and its button.
  art += rect(690, 206, 100, 388, coral, 'rx="30"') + circle(740, 550, 16, cream) + rect(712, 240, 56, 230, cream, 'rx="12"');
  // Design: a quarter disc and a half disc, the shapes of a drawing.
  art += tile('quarter', 4, 1, size, navy, 1) + tile('half', 4, 2, size, mint, 0);
  // Support: a ring with its centre, the care that follows.
  art += tile('ring', 1, 2, size, coral) + tile('disc', 2, 2, size, navy) + circle(500, 500, 36, '#ffd166');
  return panel(art, title);
}

export function expertiseIllustration(title: string): string {
  // The layers of a product, stacked tiles: interface, API, data, delivery.
  const size = 200;
  const subject = (c: number) => c >= 2 && c <= 3;
  let art = field('expertise', 6, 4, size, ['#e6e1d6', '#dcd6c8'], subject);
  [coral, mint, cream, navy].forEach((colour, i) => (art += rect(412, 36 + i * 190, 376, 160, colour, 'rx="28"')));
  return panel(art, title, paper);
}

/** L'agence: five people (discs in their portraits' colours) round a table (a half disc), under the logo's tiles. */
export function agencyIllustration(title: string): string {
  const size = 200;
  const subject = (c: number, r: number) => r >= 1 && c >= 1 && c <= 4;
  let art = field('agency', 6, 4, size, ['#e6e1d6', '#dcd6c8'], subject);
  art += `<path d="M212,788A388,388 0 0 1 988,788z" fill="${navy}"/>`;
  const people: [number, number, string][] = [[300, 420, mint], [440, 320, coral], [600, 280, '#ffd166'], [760, 320, mintPale], [900, 420, '#c9d1df']];
  for (const [x, y, colour] of people) art += circle(x, y, 62, colour) + `<path d="M${x - 80},${y + 150}a80,80 0 0 1 160,0z" fill="${colour}"/>`;
  art += rect(540, 560, 52, 52, coral, 'rx="10"') + rect(604, 560, 52, 52, cream, 'rx="10"') + rect(540, 624, 52, 52, cream, 'rx="10"') + rect(604, 624, 52, 52, mint, 'rx="10"');
  return panel(art, title, paper);
}

/** Recruitment: tiles rising as steps, one person on each, the newest arriving at the foot. */
export function recruitmentIllustration(title: string): string {
  const size = 200;
  const subject = (c: number, r: number) => c >= 1 && c <= 4 && r >= 4 - (c - 1) - 1;
  let art = field('recruitment', 6, 4, size, ['#e6e1d6', '#dcd6c8'], (c, r) => subject(c, r) || (c >= 1 && c <= 4));
  const colours = [mint, coral, '#ffd166', navy];
  colours.forEach((colour, i) => {
    const x = 206 + i * 200;
    const top = 656 - i * 140;
    art += rect(x, top, 188, 800 - top - 6, colour, 'rx="28"');
    const person = i === 3 ? coral : navy;
    art += circle(x + 94, top - 86, 40, person) + `<path d="M${x + 40},${top - 6}a54,54 0 0 1 108,0z" fill="${person}"/>`;
  });
  return panel(art, title, paper);
}

/** Contact: a speech tile answered by another, the logo's colours. */
export function contactIllustration(title: string): string {
  const size = 200;
  const subject = (c: number, r: number) => r >= 1 && r <= 2 && c >= 1 && c <= 4;
  let art = field('contact', 6, 4, size, ['#bfe8df', '#a9ded3', '#cdeee7'], subject);
  art += `<path d="M236,236h420a40,40 0 0 1 40,40v170a40,40 0 0 1 -40,40h-300l-80,70v-70h-40a40,40 0 0 1 -40,-40v-170a40,40 0 0 1 40,-40z" fill="${navy}"/>`;
  art += circle(356, 360, 22, cream) + circle(446, 360, 22, coral) + circle(536, 360, 22, mint);
  art += `<path d="M964,364h-300a36,36 0 0 0 -36,36v140a36,36 0 0 0 36,36h200l70,60v-60h30a36,36 0 0 0 36,-36v-140a36,36 0 0 0 -36,-36z" fill="${coral}"/>`;
  art += rect(680, 430, 220, 22, cream, 'rx="11"') + rect(680, 480, 150, 22, cream, 'rx="11"');
  return panel(art, title);
}

/** The map's colours: ground, parks, streets, canal, and the words; the dark scheme's beside (writeSvg's `dark`). */
const MAP_COLOURS = {
  ground: ['#efe9dd', '#1b2c48'],
  park: ['#cfe5c3', '#1f423e'],
  street: [white, '#2c426a'],
  water: ['#7fb8d6', '#2a5f80'],
  label: [navy, '#edf0f5'],
  canal: ['#2c5f7c', '#a8d8f0'],
  pill: [navy, paper],
  pillText: [white, navy],
} as const;

/** The contact page's map: a drawn plan of the neighbourhood by the canal, the office marked; in both schemes. */
export function mapSvg(title: string, labels: { canal: string; city: string; station: string; office: string }): { content: string; dark: string } {
  const W = 1200;
  const H = 800;
  const c = (role: keyof typeof MAP_COLOURS) => MAP_COLOURS[role][0];
  let art = rect(0, 0, W, H, c('ground'), 'class="m-ground"');
  art += `<path d="M0,0h360l-80,260l-280,60z" fill="${c('park')}" class="m-park"/><path d="M860,560l340,-60v300h-420z" fill="${c('park')}" class="m-park"/>` + circle(980, 180, 90, c('park'), 'class="m-park"');
  const streets = ['M0,420L1200,300', 'M0,620L1200,520', 'M140,0L300,800', 'M520,0L620,800', 'M900,0L880,800', 'M0,200L560,120L1200,150', 'M300,800L1200,700'];
  art += streets.map((d, i) => `<path d="${d}" stroke="${c('street')}" stroke-width="${i < 2 ? 34 : 22}" fill="none" class="m-street"/>`).join('');
  art += `<path d="M-20,520C200,480 380,560 600,500S980,360 1220,400" stroke="${c('water')}" stroke-width="56" fill="none" class="m-water"/>`;
  art += `<path d="M0,250C300,230 520,260 760,240S1100,230 1200,240" stroke="${coral}" stroke-width="8" stroke-dasharray="24 14" fill="none"/>`;
  art += rect(738, 226, 44, 30, navy, 'rx="8"') + textPath(bold(), 'M', 760, 250, white, { size: 24, anchor: 'middle' });
  art += textPath(bold(), labels.station, 800, 216, c('label'), { size: 26, className: 'm-label' });
  art += textPath(bold(), labels.canal, 150, 470, c('canal'), { size: 28, className: 'm-canal' });
  art += textPath(bold(), labels.city.toUpperCase(), 980, 640, c('label'), { size: 34, letterSpacing: 0.12, anchor: 'middle', className: 'm-label' });
  // The office: a pin and a label.
  const x = 590;
  const y = 380;
  art += `<path d="M${x},${y}c-34,-40 -50,-64 -50,-90a50,50 0 0 1 100,0c0,26 -16,50 -50,90z" fill="${coral}" stroke="${navy}" stroke-width="6"/>` + circle(x, y - 90, 18, white);
  art += rect(x + 46, y - 138, textPathWidth(labels.office) + 40, 56, c('pill'), 'rx="28" class="m-pill"') + textPath(bold(), labels.office, x + 66, y - 100, c('pillText'), { size: 26, className: 'm-pillText' });
  const property = (role: keyof typeof MAP_COLOURS) => (role === 'street' || role === 'water' ? 'stroke' : 'fill');
  const dark = (Object.keys(MAP_COLOURS) as (keyof typeof MAP_COLOURS)[]).map((role) => `.m-${role}{${property(role)}:${MAP_COLOURS[role][1]}}`).join('');
  return { content: svg(W, H, art, title), dark };
}

function textPathWidth(text: string): number {
  return textWidth(bold(), text, 26);
}
