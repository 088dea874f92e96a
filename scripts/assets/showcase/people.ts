/** Illustrated portraits of the team (drawn here; no photograph of a real person). */
import { circle, rect, svg } from './svg';

export interface Person {
  skin: string;
  hair: string;
  shirt: string;
  backdrop: string;
  style: 'bob' | 'curls' | 'puff' | 'undercut' | 'long' | 'bun';
  glasses?: boolean;
  beard?: boolean;
  earrings?: boolean;
}

const S = 600;

function hairBack(p: Person): string {
  switch (p.style) {
    case 'bob':
      return `<path d="M170,300C160,170 230,120 300,120S440,170 430,300V360H170z" fill="${p.hair}"/>`;
    case 'long':
      return `<path d="M165,300C150,160 230,115 300,115S450,160 435,300L455,470H145z" fill="${p.hair}"/>`;
    case 'puff':
      return circle(300, 150, 95, p.hair) + circle(300, 250, 150, p.hair);
    case 'curls':
      return [220, 260, 300, 340, 380].map((x, i) => circle(x, 168 + (i % 2) * 12, 46, p.hair)).join('') + circle(300, 230, 128, p.hair);
    case 'bun':
      return circle(300, 110, 52, p.hair) + `<path d="M180,280C175,170 235,135 300,135S425,170 420,280z" fill="${p.hair}"/>`;
    default:
      return `<path d="M185,250C185,160 240,130 300,130S415,160 415,250z" fill="${p.hair}"/>`;
  }
}

function hairFront(p: Person): string {
  switch (p.style) {
    case 'bob':
      return `<path d="M196,250C210,180 260,160 300,162C350,160 400,190 404,250C360,214 300,206 250,214C230,220 210,234 196,250z" fill="${p.hair}"/>`;
    case 'long':
      return `<path d="M200,262C200,190 250,160 305,160S405,196 402,250C370,200 320,196 300,200C270,206 250,230 200,262z" fill="${p.hair}"/>`;
    case 'undercut':
      return `<path d="M196,246C200,170 250,140 310,142C370,144 410,180 404,236C380,200 330,190 290,200C250,206 220,226 196,246z" fill="${p.hair}"/>`;
    case 'bun':
      return `<path d="M200,250C210,190 255,168 300,168S392,190 400,250C370,215 330,205 300,205S230,215 200,250z" fill="${p.hair}"/>`;
    default:
      return '';
  }
}

export function portraitSvg(p: Person, title: string): string {
  const face =
    `<path d="M268,380h64v70h-64z" fill="${p.skin}"/>` +
    `<path d="M268,400h64v18c-20,10 -44,10 -64,0z" fill="#000" fill-opacity=".12"/>` +
    circle(206, 300, 24, p.skin) +
    circle(394, 300, 24, p.skin) +
    `<ellipse cx="300" cy="290" rx="100" ry="120" fill="${p.skin}"/>`;
  const features =
    `<path d="M240,258q22,-12 44,-2M316,256q22,-10 44,2" stroke="${p.hair}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    circle(262, 292, 9, '#1b1b24') +
    circle(338, 292, 9, '#1b1b24') +
    `<path d="M300,300q-8,30 4,36" stroke="#000" stroke-opacity=".25" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M262,352q38,28 76,0" stroke="#7a2e2e" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    circle(240, 330, 16, '#ff6b4a', 'fill-opacity=".18"') +
    circle(360, 330, 16, '#ff6b4a', 'fill-opacity=".18"');
  const glasses = p.glasses
    ? `<g fill="none" stroke="#13233f" stroke-width="7"><circle cx="262" cy="292" r="30"/><circle cx="338" cy="292" r="30"/><path d="M292,290q8,-6 16,0M232,286l-26,-6M368,286l26,-6"/></g>`
    : '';
  const beard = p.beard ? `<path d="M204,300C206,420 260,430 300,430S396,420 396,300C380,360 350,372 300,372S222,360 204,300z" fill="${p.hair}"/><path d="M262,352q38,24 76,0" stroke="#7a2e2e" stroke-width="8" fill="none" stroke-linecap="round"/>` : '';
  const earrings = p.earrings ? circle(204, 332, 9, '#ffd166') + circle(396, 332, 9, '#ffd166') : '';
  const body = `<path d="M120,600C120,480 200,440 300,440S480,480 480,600z" fill="${p.shirt}"/><path d="M260,440q40,40 80,0" fill="${p.skin}"/>`;
  return svg(
    S,
    S,
    `<defs><clipPath id="c"><circle cx="300" cy="300" r="300"/></clipPath></defs><g clip-path="url(#c)">` +
      rect(0, 0, S, S, p.backdrop) +
      hairBack(p) +
      body +
      face +
      hairFront(p) +
      features +
      beard +
      glasses +
      earrings +
      `</g>`,
    title,
  );
}
