/** The agency's own pictures: the home hero, the pages' illustrations and the contact map. */
import { deviceWith } from './devices';
import { BRAND, circle, font, randomFor, rect, round, svg, textLine, textPath, textWidth } from './svg';

const { navy, night, coral, mint, mintPale, paper, cream, white, mist } = BRAND;
const bold = () => font('atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff');

/** One of the logo's squares as an isometric block (top, left and right faces). */
function block(cx: number, cy: number, s: number, colour: string, shade: string): string {
  const h = s * 0.5;
  const top = `${cx},${cy - h} ${cx + s},${cy} ${cx},${cy + h} ${cx - s},${cy}`;
  const left = `${cx - s},${cy} ${cx},${cy + h} ${cx},${cy + h + s * 0.45} ${cx - s},${cy + s * 0.45}`;
  const right = `${cx + s},${cy} ${cx},${cy + h} ${cx},${cy + h + s * 0.45} ${cx + s},${cy + s * 0.45}`;
  return `<polygon points="${top}" fill="${colour}"/><polygon points="${left}" fill="${shade}"/><polygon points="${right}" fill="${shade}" fill-opacity=".75"/>`;
}

function appScreen(width: number, height: number, accent: string): string {
  let out = rect(0, 0, width, height, paper) + rect(0, 0, width, height * 0.1, navy) + circle(width * 0.04, height * 0.05, height * 0.02, coral);
  out += textLine(width * 0.07, height * 0.2, width * 0.36, height * 0.05, navy) + textLine(width * 0.07, height * 0.29, width * 0.28, height * 0.025, navy, 0.4);
  for (let i = 0; i < 3; i++) {
    const x = width * (0.07 + i * 0.3);
    out += rect(x, height * 0.4, width * 0.26, height * 0.42, white, `rx="${round(height * 0.03)}"`);
    out += rect(x + width * 0.02, height * 0.43, width * 0.22, height * 0.18, [accent, mint, navy][i]!, `rx="${round(height * 0.02)}" fill-opacity=".9"`);
    out += textLine(x + width * 0.02, height * 0.66, width * 0.18, height * 0.025, navy, 0.7) + textLine(x + width * 0.02, height * 0.71, width * 0.12, height * 0.02, navy, 0.35);
  }
  return out;
}

function phoneScreen(width: number, height: number): string {
  let out = rect(0, 0, width, height, white) + rect(0, 0, width, height * 0.13, navy);
  out += circle(width / 2, height * 0.32, width * 0.22, mintPale) + `<path d="M${width * 0.38},${height * 0.32}l${width * 0.08},${width * 0.08}l${width * 0.16},-${width * 0.16}" stroke="${navy}" stroke-width="${width * 0.05}" fill="none" stroke-linecap="round"/>`;
  out += textLine(width * 0.18, height * 0.5, width * 0.64, height * 0.03, navy) + textLine(width * 0.26, height * 0.56, width * 0.48, height * 0.02, navy, 0.4);
  return out + rect(width * 0.1, height * 0.82, width * 0.8, height * 0.08, coral, `rx="${round(height * 0.04)}"`);
}

/** The home hero: the logo's four blocks rising beside a laptop and a phone, on a night panel. */
export function heroSvg(title: string): string {
  const W = 1200;
  const H = 1200;
  const random = randomFor('hero');
  let art = rect(0, 0, W, H, night, 'rx="64"');
  art += circle(980, 220, 260, navy) + circle(180, 1040, 220, navy);
  for (let i = 0; i < 60; i++) art += circle(60 + (i % 10) * 40, 80 + Math.floor(i / 10) * 40, 3, mist, 'fill-opacity=".25"');
  art += deviceWith('laptop', appScreen(1440, 900, coral), 90, 420, 820);
  art += deviceWith('phone', phoneScreen(390, 844), 860, 520, 250);
  const blocks: [number, number, string, string][] = [
    [760, 250, coral, '#c94c31'],
    [880, 310, cream, '#cfc8b8'],
    [640, 310, cream, '#cfc8b8'],
    [760, 370, mint, '#3fa896'],
  ];
  for (const [x, y, colour, shade] of blocks) art += block(x, y - 60 - random() * 20, 110, colour, shade);
  art += `<path d="M120,300C220,180 340,200 420,120" fill="none" stroke="${mint}" stroke-width="14" stroke-linecap="round"/>` + circle(450, 100, 16, mint) + circle(90, 330, 10, coral);
  art += rect(90, 1030, 300, 70, coral, 'rx="35"') + textLine(130, 1056, 220, 18, navy, 0.9);
  return svg(W, H, art, title);
}

/** A page illustration, 1200×800, on its own panel. */
function panel(body: string, title: string, backdrop: string = mintPale): string {
  return svg(1200, 800, rect(0, 0, 1200, 800, backdrop, 'rx="48"') + body, title);
}

export function servicesIllustration(title: string): string {
  let art = circle(980, 160, 150, mint, 'fill-opacity=".5"') + circle(160, 680, 120, coral, 'fill-opacity=".35"');
  art += deviceWith('laptop', appScreen(1440, 900, coral), 150, 170, 640);
  art += deviceWith('tablet', appScreen(1024, 768, mint), 700, 330, 330);
  art += deviceWith('phone', phoneScreen(390, 844), 930, 250, 150);
  return panel(art, title);
}

export function expertiseIllustration(title: string): string {
  // Layers of a product, stacked: interface, API, data, delivery.
  let art = '';
  const layers: [string, string][] = [
    [coral, '#c94c31'],
    [mint, '#3fa896'],
    [cream, '#cfc8b8'],
    [navy, '#0a1426'],
  ];
  layers.forEach(([colour, shade], i) => (art += block(600, 560 - i * 110, 260, colour, shade)));
  art += `<path d="M170,160h180M170,200h120M170,240h150" stroke="${navy}" stroke-width="16" stroke-linecap="round"/>`;
  art += `<path d="M900,600l60,-60l60,60M960,540v160" stroke="${navy}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  art += `<path d="M200,520l-60,60l60,60M300,520l60,60l-60,60" stroke="${navy}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`;
  return panel(art, title, paper);
}

export function agencyIllustration(title: string): string {
  // A round table seen from above: laptops, sticky notes, cups, and a window on the canal.
  let art = rect(760, 80, 360, 260, '#bfe3f5', 'rx="20"') + `<path d="M760,260C860,220 980,300 1120,240V340H760z" fill="#7fb8d6"/>` + `<path d="M940,80V340M760,210H1120" stroke="${white}" stroke-width="14"/>`;
  art += circle(520, 470, 260, '#c98f5a') + circle(520, 470, 232, '#d9a06b');
  const seats: [number, number][] = [[520, 160], [830, 470], [520, 780], [210, 470], [300, 250], [740, 690]];
  seats.forEach(([x, y], i) => (art += circle(x, y, 52, [navy, coral, mint, navy, mint, coral][i]!)));
  art += `<g transform="rotate(-12 430 420)">${rect(360, 360, 150, 100, mist, 'rx="10"')}${rect(370, 370, 130, 80, navy, 'rx="6"')}</g>`;
  art += `<g transform="rotate(18 640 520)">${rect(570, 470, 150, 100, mist, 'rx="10"')}${rect(580, 480, 130, 80, navy, 'rx="6"')}</g>`;
  [[560, 330, '#ffd166'], [610, 360, '#ff9b82'], [420, 560, mint]].forEach(([x, y, colour]) => (art += rect(x as number, y as number, 60, 60, colour as string, 'rx="4"')));
  art += circle(700, 380, 22, white) + circle(700, 380, 14, '#6b4226') + circle(340, 560, 22, white) + circle(340, 560, 14, '#6b4226');
  return panel(art, title, paper);
}

export function contactIllustration(title: string): string {
  let art = circle(600, 400, 300, white);
  art += `<path d="M330,280h540v300a20,20 0 0 1 -20,20h-500a20,20 0 0 1 -20,-20z" fill="${white}" stroke="${navy}" stroke-width="14" stroke-linejoin="round"/><path d="M330,290l270,190l270,-190" fill="none" stroke="${navy}" stroke-width="14" stroke-linejoin="round"/>`;
  art += `<path d="M760,140a40,40 0 0 1 40,-40h220a40,40 0 0 1 40,40v90a40,40 0 0 1 -40,40h-150l-60,50v-50h-10a40,40 0 0 1 -40,-40z" fill="${coral}"/>` + circle(860, 185, 14, navy) + circle(910, 185, 14, navy) + circle(960, 185, 14, navy);
  art += `<path d="M140,560a30,30 0 0 1 30,-30h170a30,30 0 0 1 30,30v70a30,30 0 0 1 -30,30h-50l-50,40v-40h-70a30,30 0 0 1 -30,-30z" fill="${mint}"/><path d="M190,580h130M190,610h90" stroke="${navy}" stroke-width="12" stroke-linecap="round"/>`;
  return panel(art, title);
}

/** The contact page's map: a drawn plan of the neighbourhood by the canal, the office marked. */
export function mapSvg(title: string, labels: { canal: string; city: string; station: string; office: string }): string {
  const W = 1200;
  const H = 800;
  let art = rect(0, 0, W, H, '#efe9dd');
  art += `<path d="M0,0h360l-80,260l-280,60z" fill="#cfe5c3"/><path d="M860,560l340,-60v300h-420z" fill="#cfe5c3"/>` + circle(980, 180, 90, '#cfe5c3');
  const streets = ['M0,420L1200,300', 'M0,620L1200,520', 'M140,0L300,800', 'M520,0L620,800', 'M900,0L880,800', 'M0,200L560,120L1200,150', 'M300,800L1200,700'];
  art += streets.map((d, i) => `<path d="${d}" stroke="${white}" stroke-width="${i < 2 ? 34 : 22}" fill="none"/>`).join('');
  art += `<path d="M-20,520C200,480 380,560 600,500S980,360 1220,400" stroke="#7fb8d6" stroke-width="56" fill="none"/>`;
  art += `<path d="M0,250C300,230 520,260 760,240S1100,230 1200,240" stroke="${coral}" stroke-width="8" stroke-dasharray="24 14" fill="none"/>`;
  art += rect(738, 226, 44, 30, navy, 'rx="8"') + textPath(bold(), 'M', 760, 250, white, { size: 24, anchor: 'middle' });
  art += textPath(bold(), labels.station, 800, 216, navy, { size: 26 });
  art += textPath(bold(), labels.canal, 150, 470, '#2c5f7c', { size: 28 });
  art += textPath(bold(), labels.city.toUpperCase(), 980, 640, navy, { size: 34, letterSpacing: 0.12, anchor: 'middle' });
  // The office: a pin and a label.
  const x = 590;
  const y = 380;
  art += `<path d="M${x},${y}c-34,-40 -50,-64 -50,-90a50,50 0 0 1 100,0c0,26 -16,50 -50,90z" fill="${coral}" stroke="${navy}" stroke-width="6"/>` + circle(x, y - 90, 18, white);
  art += rect(x + 46, y - 138, textPathWidth(labels.office) + 40, 56, navy, 'rx="28"') + textPath(bold(), labels.office, x + 66, y - 100, white, { size: 26 });
  return svg(W, H, art, title);
}

function textPathWidth(text: string): number {
  return textWidth(bold(), text, 26);
}
