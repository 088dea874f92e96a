/**
 * Each project's screens (2 or 3, in its client's identity) and its cover: the product in its
 * devices on a backdrop of its own. Screens are drawn at their device's screen size.
 */
import { CONTENT_IMAGE_SIZE } from '../../../src/shared/content';
import { DEVICE_GEOMETRY, type Device } from '../../../src/shared/devices';
import type { Brand } from './brands';
import { deviceWith } from './devices';
import { screenWords, type ScreenLanguage } from './screenWords';
import { circle, font, randomFor, rect, round, svg, textLine, textPath } from './svg';

const bold = () => font('atkinson-hyperlegible/files/atkinson-hyperlegible-latin-700-normal.woff');
const regular = () => font('atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff');

export interface Screen {
  device: Device;
  body: string;
}

export interface ProjectArt {
  screens: Screen[];
  cover: string;
}

type Kit = ReturnType<typeof kit>;

/** The language the screens being drawn speak: set by projectArt for the time of one drawing. */
let language: ScreenLanguage = 'fr';

/** Drawing helpers in a brand's colours. */
function kit(brand: Brand) {
  const say = (text: string, x: number, y: number, size: number, fill = brand.ink, weight: 'bold' | 'regular' = 'bold', anchor: 'start' | 'middle' | 'end' = 'start') =>
    textPath(weight === 'bold' ? bold() : regular(), screenWords(text, language), x, y, fill, { size, anchor });
  return {
    say,
    bar: (width: number, title: string, height = 110) =>
      rect(0, 0, width, height, brand.ink) +
      brand.mark(24, height - 76, 52) +
      textPath(brand.typeface, screenWords(title, language), 92, height - 34, '#ffffff', { size: 34, letterSpacing: brand.letterSpacing ?? 0 }),
    card: (x: number, y: number, w: number, h: number, fill = '#ffffff') => rect(x, y, w, h, fill, `rx="18" stroke="${brand.ink}" stroke-opacity=".12" stroke-width="2"`),
    button: (x: number, y: number, w: number, h: number, text: string, fill = brand.accent, ink = '#ffffff') =>
      rect(x, y, w, h, fill, `rx="${round(h / 2)}"`) + say(text, x + w / 2, y + h / 2 + h * 0.17, h * 0.42, ink, 'bold', 'middle'),
    lines: (x: number, y: number, widths: number[], fill = brand.ink, gap = 26, height = 12) =>
      widths.map((w, i) => textLine(x, y + i * gap, w, height, fill, i === 0 ? 0.75 : 0.35)).join(''),
    page: (width: number, height: number) => rect(0, 0, width, height, brand.pale),
  };
}

const size = (device: Device) => DEVICE_GEOMETRY[device].screen;

function phone(brand: Brand, draw: (k: Kit, w: number, h: number) => string): Screen {
  const { width, height } = size('phone');
  return { device: 'phone', body: kit(brand).page(width, height) + draw(kit(brand), width, height) };
}
function tablet(brand: Brand, draw: (k: Kit, w: number, h: number) => string): Screen {
  const { width, height } = size('tablet');
  return { device: 'tablet', body: kit(brand).page(width, height) + draw(kit(brand), width, height) };
}
function laptop(brand: Brand, draw: (k: Kit, w: number, h: number) => string): Screen {
  const { width, height } = size('laptop');
  return { device: 'laptop', body: kit(brand).page(width, height) + draw(kit(brand), width, height) };
}

/** A loaf, a croissant or a tart, drawn round for a product card. */
function pastry(x: number, y: number, r: number, kind: number): string {
  const colours = ['#d08a45', '#e0a458', '#b45f2b', '#c8325a'];
  return circle(x, y, r, '#f3dcc0') + circle(x, y, r * 0.72, colours[kind % 4]!) + `<path d="M${round(x - r * 0.4)},${round(y - r * 0.1)}q${round(r * 0.4)},-${round(r * 0.3)} ${round(r * 0.8)},0" stroke="#fff" stroke-opacity=".6" stroke-width="${round(r * 0.08)}" fill="none" stroke-linecap="round"/>`;
}

function bakery(brand: Brand): Screen[] {
  const catalogue = phone(brand, (k, w) => {
    let out = k.bar(w, 'Fournier');
    out += k.say('Montreuil · samedi', 24, 160, 22, brand.ink, 'regular');
    out += k.say('Gâteaux', 24, 210, 34);
    const products = ['Fraisier', 'Tarte citron', 'Paris-brest', 'Flan'];
    products.forEach((name, i) => {
      const y = 240 + i * 130;
      out += k.card(20, y, w - 40, 112) + pastry(80, y + 56, 40, i) + k.say(name, 136, y + 48, 24) + k.say(`${18 + i * 4},00 €`, 136, y + 82, 20, brand.accent);
      out += circle(w - 62, y + 56, 22, brand.ink) + `<path d="M${w - 72},${y + 56}h20M${w - 62},${y + 46}v20" stroke="#fff" stroke-width="4"/>`;
    });
    return out + k.button(24, 770, w - 48, 56, 'Panier · 2 articles');
  });
  const slots = phone(brand, (k, w) => {
    let out = k.bar(w, 'Fournier') + k.say('Retrait', 24, 170, 34) + k.say('Choisissez un créneau', 24, 206, 20, brand.ink, 'regular');
    const days = ['sam. 14', 'dim. 15'];
    days.forEach((day, i) => (out += rect(24 + i * 172, 236, 160, 48, i === 0 ? brand.ink : '#ffffff', 'rx="24"') + k.say(day, 104 + i * 172, 268, 20, i === 0 ? '#fff' : brand.ink, 'bold', 'middle')));
    for (let i = 0; i < 12; i++) {
      const x = 24 + (i % 3) * 116;
      const y = 310 + Math.floor(i / 3) * 76;
      const taken = i === 2 || i === 7;
      const chosen = i === 4;
      out += rect(x, y, 104, 60, chosen ? brand.accent : '#ffffff', `rx="14" stroke="${brand.ink}" stroke-opacity="${taken ? 0.08 : 0.2}"`);
      out += k.say(`${8 + Math.floor(i / 2)}:${i % 2 ? '30' : '00'}`, x + 52, y + 38, 22, chosen ? '#fff' : brand.ink, 'bold', 'middle').replace('/>', taken ? ' fill-opacity=".3"/>' : '/>');
    }
    return out + k.card(24, 640, w - 48, 100) + k.lines(48, 670, [220, 160]) + k.button(24, 770, w - 48, 56, 'Confirmer 9:00');
  });
  const bakehouse = tablet(brand, (k, w, h) => {
    let out = k.bar(w, 'Fournil · dimanche') + k.say('Production', 32, 170, 34);
    const columns = [
      ['Fraisier', 12],
      ['Tarte citron', 9],
      ['Paris-brest', 7],
      ['Baguette trad.', 140],
    ] as const;
    columns.forEach(([name, count], i) => {
      const x = 32 + i * 244;
      out += k.card(x, 200, 228, h - 240) + pastry(x + 114, 290, 56, i) + k.say(name, x + 114, 390, 22, brand.ink, 'bold', 'middle');
      out += k.say(String(count), x + 114, 480, 64, brand.accent, 'bold', 'middle') + k.lines(x + 30, 530, [168, 120, 140]);
    });
    return out;
  });
  return [catalogue, slots, bakehouse];
}

function garden(brand: Brand): Screen[] {
  const waiting = phone(brand, (k, w) => {
    let out = k.bar(w, 'Jardins') + k.say('Liste d’attente', 24, 170, 32);
    out += circle(w / 2, 330, 110, '#ffffff') + circle(w / 2, 330, 110, 'none', `stroke="${brand.accent}" stroke-width="16" stroke-dasharray="520 700" transform="rotate(-90 ${w / 2} 330)"`);
    out += k.say('12', w / 2, 350, 72, brand.ink, 'bold', 'middle') + k.say('sur 64', w / 2, 390, 20, brand.ink, 'regular', 'middle');
    ['Jardin du Pont', 'Jardin des Écluses', 'Jardin Hoche'].forEach((name, i) => {
      const y = 480 + i * 88;
      out += k.card(20, y, w - 40, 72) + circle(56, y + 36, 14, i === 0 ? brand.accent : brand.ink, 'fill-opacity=".7"') + k.say(name, 84, y + 44, 22);
    });
    return out + k.button(24, 770, w - 48, 56, 'Règle d’attribution', brand.ink);
  });
  const rota = phone(brand, (k, w) => {
    let out = k.bar(w, 'Jardins') + k.say('Arrosage · juillet', 24, 170, 30);
    const names = ['Lu', 'Ma', 'Me', 'Je', 'Ve', 'Sa', 'Di'];
    names.forEach((day, i) => (out += k.say(day, 40 + i * 50, 220, 18, brand.ink, 'bold', 'middle')));
    for (let i = 0; i < 28; i++) {
      const x = 20 + (i % 7) * 50;
      const y = 240 + Math.floor(i / 7) * 64;
      const free = i === 9 || i === 17 || i === 23;
      out += rect(x, y, 42, 54, free ? '#ffffff' : brand.accent, `rx="10"${free ? ` stroke="${brand.ink}" stroke-dasharray="4 4"` : ' fill-opacity=".85"'}`);
      if (!free) out += `<path d="M${x + 21},${y + 14}c6,8 10,13 10,19a10,10 0 0 1 -20,0c0,-6 4,-11 10,-19z" fill="#fff"/>`;
    }
    return out + k.card(20, 520, w - 40, 170) + k.say('3 jours sans personne', 44, 566, 22, brand.ink) + k.lines(44, 596, [260, 200, 230]) + k.button(24, 770, w - 48, 56, 'Je m’inscris');
  });
  const plots = laptop(brand, (k, w, h) => {
    let out = k.bar(w, 'Les Jardins de l’Ourcq') + k.say('Parcelles du jardin du Pont', 48, 180, 34);
    out += rect(48, 210, 860, h - 250, '#d9ecd2', 'rx="24"') + `<path d="M48,${h - 140}C300,${h - 220} 600,${h - 90} 908,${h - 170}V${h - 110}C600,${h - 40} 300,${h - 170} 48,${h - 90}z" fill="#7fb8d6"/>`;
    const random = randomFor('plots');
    for (let i = 0; i < 18; i++) {
      const x = 80 + (i % 6) * 134;
      const y = 240 + Math.floor(i / 6) * 130;
      const pick = random();
      out += rect(x, y, 116, 112, pick < 0.6 ? brand.accent : pick < 0.8 ? '#a77b4f' : '#ffffff', `rx="10" fill-opacity="${pick < 0.6 ? 0.85 : 1}"`);
    }
    out += k.card(940, 210, w - 988, 300) + k.say('Parcelle B4', 970, 262, 26) + k.lines(970, 292, [280, 220, 250, 180]) + k.button(970, 430, 220, 52, 'Attribuer');
    return out + k.card(940, 530, w - 988, h - 570) + k.say('Outils prêtés', 970, 580, 24) + k.lines(970, 610, [300, 240, 280]);
  });
  return [waiting, rota, plots];
}

function haulier(brand: Brand): Screen[] {
  const stop = phone(brand, (k, w) => {
    let out = k.bar(w, 'Tournée 14') + k.say('Arrêt 6 sur 11', 24, 166, 22, brand.ink, 'regular') + k.say('Quincaillerie Roy', 24, 204, 30);
    out += rect(24, 230, w - 48, 220, '#cfd6de', 'rx="16"') + rect(130, 290, 130, 110, '#b8865b', 'rx="6"') + rect(130, 330, 130, 10, '#8d6542');
    out += circle(w - 60, 270, 22, brand.accent) + k.say('Photo', w - 60, 277, 14, brand.ink, 'bold', 'middle');
    out += k.card(24, 470, w - 48, 170) + k.say('Signature', 44, 506, 18, brand.ink, 'regular');
    out += `<path d="M60,600c20,-50 40,-50 50,-10s30,30 50,-20 30,-30 40,10 40,10 60,-30 30,-10 50,20" fill="none" stroke="${brand.ink}" stroke-width="4" stroke-linecap="round"/>`;
    return out + rect(24, 660, w - 48, 40, '#e8f6ea', 'rx="10"') + k.say('Enregistré hors ligne', 44, 687, 18, '#1e6b36') + k.button(24, 730, w - 48, 84, 'LIVRÉ', brand.accent, brand.ink);
  });
  const queue = phone(brand, (k, w) => {
    let out = k.bar(w, 'Tournée 14') + rect(0, 110, w, 56, brand.accent) + k.say('Pas de réseau · 3 en attente', w / 2, 146, 20, brand.ink, 'bold', 'middle');
    ['Boulangerie Ledoux', 'Chantier Pleyel', 'Pharmacie du Canal', 'Garage Martin', 'Café Ourcq'].forEach((name, i) => {
      const y = 190 + i * 104;
      const pending = i < 3;
      out += k.card(20, y, w - 40, 88) + circle(60, y + 44, 18, pending ? brand.accent : '#2f9e5a') + k.say(name, 94, y + 40, 22) + k.say(pending ? 'à envoyer' : 'envoyé 10:42', 94, y + 68, 16, brand.ink, 'regular');
    });
    return out + k.button(24, 760, w - 48, 60, 'Arrêt suivant', brand.ink);
  });
  const dashboard = laptop(brand, (k, w, h) => {
    let out = k.bar(w, 'Belkacem · dépôt') + rect(40, 150, 900, h - 190, '#e3e8ed', 'rx="20"');
    for (let i = 0; i < 8; i++) out += `<path d="M40,${190 + i * 80}H940" stroke="#fff" stroke-width="10"/><path d="M${100 + i * 110},150V${h - 40}" stroke="#fff" stroke-width="8"/>`;
    out += `<path d="M120,${h - 120}C240,600 330,640 420,480S640,320 760,420 860,260 900,220" fill="none" stroke="${brand.ink}" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 22"/>`;
    [[120, h - 120], [420, 480], [590, 360], [760, 420], [900, 220]].forEach(([x, y], i) => (out += circle(x!, y!, 18, i < 3 ? '#2f9e5a' : brand.accent, 'stroke="#fff" stroke-width="5"')));
    out += k.card(970, 150, w - 1010, 240) + k.say('Tournées du jour', 1000, 200, 26) + k.say('11', 1000, 290, 72, brand.ink) + k.say('sur 14 en cours', 1100, 290, 22, brand.ink, 'regular');
    return out + k.card(970, 410, w - 1010, h - 450) + k.say('Preuves reçues', 1000, 460, 24) + k.lines(1000, 496, [340, 300, 320, 260, 300, 280], brand.ink, 40, 16);
  });
  return [stop, queue, dashboard];
}

function theatre(brand: Brand): Screen[] {
  const season = laptop(brand, (k, w, h) => {
    let out = rect(0, 0, w, h, '#1a1016') + k.bar(w, 'Les Tréteaux du Canal') + textPath(brand.typeface, screenWords('Saison 2026', language), 60, 230, '#ffffff', { size: 72 });
    const posters = ['#b3263a', '#d9a62e', '#3c6e71', '#6d1023'];
    posters.forEach((fill, i) => {
      const x = 60 + i * 335;
      out += rect(x, 280, 300, 420, fill, 'rx="8"') + circle(x + 150, 420, 70, '#fff', 'fill-opacity=".18"') + `<path d="M${x + 80},560h140" stroke="#fff" stroke-width="6" stroke-opacity=".6"/>`;
      out += k.say(['Oncle Vania', 'Les Bonnes', 'Ondine', 'Le Cid'][i]!, x, 750, 28, '#ffffff') + k.say(`${12 + i * 7} mars`, x, 790, 20, brand.accent, 'regular');
    });
    return out;
  });
  const ticket = phone(brand, (k, w) => {
    let out = rect(0, 0, w, 844, '#1a1016') + k.bar(w, 'Tréteaux') + rect(24, 150, w - 48, 600, '#ffffff', 'rx="22"');
    out += textPath(brand.typeface, 'Ondine', w / 2, 230, brand.ink, { size: 48, anchor: 'middle' }) + k.say('Ven. 26 mars · 20h30', w / 2, 270, 20, brand.ink, 'regular', 'middle');
    out += `<path d="M24,310h${w - 48}" stroke="${brand.ink}" stroke-dasharray="8 8" stroke-opacity=".4"/>`;
    const random = randomFor('ticket');
    for (let i = 0; i < 15; i++) for (let j = 0; j < 15; j++) if (random() < 0.5 || (i < 3 && j < 3) || (i > 11 && j < 3) || (i < 3 && j > 11)) out += rect(95 + i * 14, 350 + j * 14, 14, 14, '#1a1016');
    return out + k.say('Placement libre · tarif réduit', w / 2, 620, 18, brand.ink, 'regular', 'middle') + k.button(48, 660, w - 96, 60, 'Ajouter au portefeuille', brand.accent, '#1a1016');
  });
  const booking = phone(brand, (k, w) => {
    let out = rect(0, 0, w, 844, '#1a1016') + k.bar(w, 'Tréteaux') + k.say('Vos places', 24, 170, 32, '#ffffff');
    ['Plein tarif', 'Tarif réduit', 'Moins de 18 ans'].forEach((name, i) => {
      const y = 200 + i * 112;
      out += rect(20, y, w - 40, 96, '#2a1c24', 'rx="16"') + k.say(name, 44, y + 44, 22, '#ffffff') + k.say(`${[16, 10, 6][i]} €`, 44, y + 76, 18, brand.accent, 'regular');
      out += circle(w - 140, y + 48, 20, '#ffffff', 'fill-opacity=".15"') + k.say(String([2, 1, 0][i]), w - 96, y + 56, 24, '#ffffff', 'bold', 'middle') + circle(w - 52, y + 48, 20, brand.accent);
    });
    out += k.say('Accès en fauteuil : oui', 24, 580, 18, '#ffffff', 'regular') + k.say('Boucle magnétique : oui', 24, 610, 18, '#ffffff', 'regular');
    return out + k.button(24, 740, w - 48, 64, 'Payer 42 €', brand.accent, '#1a1016');
  });
  return [season, ticket, booking];
}

function accessible(brand: Brand): Screen[] {
  const home = laptop(brand, (k, w, h) => {
    let out = rect(0, 0, w, h, '#ffffff') + k.bar(w, 'Clic & Lien', 120);
    out += k.say('Le numérique,', 80, 270, 72) + k.say('pas à pas.', 80, 350, 72, brand.ink) + rect(80, 372, 360, 14, brand.accent);
    out += k.say('Des ateliers gratuits pour faire vos démarches en ligne.', 80, 440, 30, brand.ink, 'regular');
    out += k.button(80, 490, 360, 80, 'S’inscrire à un atelier', brand.ink) + k.button(470, 490, 300, 80, 'Être rappelé', brand.accent, brand.ink);
    ['Mardi', 'Jeudi', 'Samedi'].forEach((day, i) => (out += rect(80 + i * 420, 640, 390, 200, brand.pale, 'rx="20"') + k.say(day, 110 + i * 420, 700, 34) + k.lines(110 + i * 420, 730, [300, 240], brand.ink, 34, 16)));
    return out;
  });
  const steps = phone(brand, (k, w) => {
    let out = rect(0, 0, w, 844, '#ffffff') + k.bar(w, 'Clic & Lien') + k.say('Étape 2 sur 3', 24, 168, 24, brand.ink, 'regular');
    [0, 1, 2].forEach((i) => (out += rect(24 + i * 118, 186, 106, 14, i < 2 ? brand.ink : '#d5d9ec', 'rx="7"')));
    out += k.say('Votre téléphone', 24, 260, 34) + rect(24, 290, w - 48, 80, '#ffffff', `rx="12" stroke="${brand.ink}" stroke-width="4"`) + k.say('06 12 34 56 78', 48, 344, 30, brand.ink, 'regular');
    out += k.say('Nous vous rappelons', 24, 430, 26) + k.say('avant l’atelier.', 24, 464, 26, brand.ink, 'regular');
    return out + k.button(24, 640, w - 48, 80, 'Continuer', brand.ink) + k.say('Retour', w / 2, 780, 26, brand.ink, 'bold', 'middle') + rect(w / 2 - 44, 788, 88, 3, brand.ink);
  });
  const visit = tablet(brand, (k, w, h) => {
    let out = rect(0, 0, w, h, '#ffffff') + k.bar(w, 'Préparer sa venue') + rect(40, 150, 560, 380, brand.pale, 'rx="20"');
    out += `<path d="M60,460L240,300L360,400L460,320L580,430V510H60z" fill="${brand.ink}" fill-opacity=".25"/>` + circle(480, 230, 40, brand.accent);
    out += k.say('Bus 134 · arrêt Mairie', 640, 200, 30) + k.lines(640, 240, [320, 280, 300], brand.ink, 36, 16);
    out += k.say('À apporter', 640, 400, 30) + ['Carte d’identité', 'Téléphone chargé', 'Vos identifiants'].map((item, i) => circle(656, 440 + i * 44, 10, brand.accent) + k.say(item, 680, 448 + i * 44, 24, brand.ink, 'regular')).join('');
    return out + k.button(40, 590, 400, 80, 'Imprimer la page', brand.ink);
  });
  return [home, steps, visit];
}

function optician(brand: Brand): Screen[] {
  const booking = phone(brand, (k, w) => {
    let out = k.bar(w, 'Lemaire') + k.say('Examen de vue', 24, 170, 30) + k.say('Magasin de Pantin', 24, 204, 20, brand.ink, 'regular');
    // One letter a day: the same letter is two days in French, so these are not looked up one by one.
    (language === 'en' ? ['M', 'T', 'W', 'T', 'F', 'S'] : ['L', 'M', 'M', 'J', 'V', 'S']).forEach((day, i) => {
      const chosen = i === 2;
      out += rect(20 + i * 59, 230, 52, 78, chosen ? brand.ink : '#ffffff', 'rx="14"') + k.say(day, 46 + i * 59, 262, 18, chosen ? '#fff' : brand.ink, 'bold', 'middle') + k.say(String(10 + i), 46 + i * 59, 292, 22, chosen ? '#fff' : brand.ink, 'regular', 'middle');
    });
    ['9:30', '10:15', '11:00', '14:00', '15:30', '17:00'].forEach((time, i) => {
      const x = 20 + (i % 2) * 180;
      const y = 340 + Math.floor(i / 2) * 84;
      out += rect(x, y, 170, 68, i === 3 ? brand.accent : '#ffffff', `rx="14" stroke="${brand.ink}" stroke-opacity=".2"`) + k.say(time, x + 85, y + 43, 24, i === 3 ? '#fff' : brand.ink, 'bold', 'middle');
    });
    return out + k.card(20, 610, w - 40, 110) + k.lines(44, 640, [250, 180]) + k.button(24, 750, w - 48, 60, 'Réserver mercredi 14:00', brand.ink);
  });
  const reminder = phone(brand, (k, w) => {
    let out = rect(0, 0, w, 844, '#eef3f4') + k.say('Messages', w / 2, 80, 24, brand.ink, 'bold', 'middle') + circle(w / 2, 150, 40, brand.pale) + brand.mark(w / 2 - 30, 120, 60);
    out += rect(24, 220, w - 90, 250, '#ffffff', 'rx="24"') + k.say('Optique Lemaire :', 48, 264, 20) + k.say('rappel de votre', 48, 296, 20, brand.ink, 'regular');
    out += k.say('rendez-vous demain', 48, 326, 20, brand.ink, 'regular') + k.say('à 14:00, Pantin.', 48, 356, 20, brand.ink, 'regular') + k.say('Déplacer ou annuler :', 48, 400, 20, brand.ink, 'regular') + k.say('lemaire.fr/rdv/8F2K', 48, 432, 20, '#1a5fb4');
    out += rect(110, 500, w - 134, 70, brand.ink, 'rx="24"') + k.say('Merci !', w - 60, 544, 20, '#fff', 'bold', 'end');
    return out;
  });
  const diary = laptop(brand, (k, w, h) => {
    let out = k.bar(w, 'Optique Lemaire · agenda') + k.say('Mercredi 12', 48, 176, 32);
    ['Pantin', 'Bobigny', 'Noisy', 'Romainville'].forEach((shop, i) => {
      const x = 160 + i * 318;
      out += k.say(shop, x + 150, 230, 22, brand.ink, 'bold', 'middle');
      const random = randomFor(shop);
      for (let slot = 0; slot < 8; slot++) {
        const y = 250 + slot * 76;
        if (i === 0) out += k.say(`${9 + slot}:00`, 48, y + 42, 20, brand.ink, 'regular');
        const pick = random();
        out += rect(x, y, 300, 66, pick < 0.55 ? brand.pale : pick < 0.75 ? brand.accent : '#ffffff', `rx="10" stroke="${brand.ink}" stroke-opacity=".12"${pick >= 0.55 && pick < 0.75 ? ' fill-opacity=".55"' : ''}`);
        if (pick < 0.55) out += textLine(x + 20, y + 26, 120 + pick * 200, 14, brand.ink, 0.6);
      }
    });
    return out + `<path d="M150,${250 + 4.4 * 76}H${w - 40}" stroke="${brand.accent}" stroke-width="4"/>` + circle(150, 250 + 4.4 * 76, 9, brand.accent) + (h > 0 ? '' : '');
  });
  return [booking, reminder, diary];
}

function bikes(brand: Brand): Screen[] {
  const tracking = phone(brand, (k, w) => {
    let out = k.bar(w, 'cyclofix') + k.say('Votre vélo', 24, 170, 30) + k.say('Gravel bleu · dépôt le 3 juin', 24, 204, 18, brand.ink, 'regular');
    out += circle(110, 300, 50, 'none', `stroke="${brand.ink}" stroke-width="8"`) + circle(280, 300, 50, 'none', `stroke="${brand.ink}" stroke-width="8"`) + `<path d="M110,300L170,230H250L280,300M170,230L200,300H110M200,300L250,230" fill="none" stroke="${brand.accent}" stroke-width="8" stroke-linejoin="round"/>`;
    ['Déposé', 'Diagnostic', 'Devis accepté', 'En réparation', 'Prêt'].forEach((step, i) => {
      const y = 410 + i * 74;
      const done = i < 3;
      const current = i === 3;
      out += circle(48, y, 16, done ? brand.accent : current ? brand.ink : '#ffffff', `stroke="${brand.ink}" stroke-width="3"`);
      if (i < 4) out += `<path d="M48,${y + 16}v42" stroke="${brand.ink}" stroke-width="3" stroke-opacity=".4"/>`;
      out += k.say(step, 82, y + 8, 22, brand.ink, current ? 'bold' : 'regular');
    });
    return out + k.button(24, 770, w - 48, 56, 'Appeler l’atelier', brand.ink);
  });
  const quote = phone(brand, (k, w) => {
    let out = k.bar(w, 'cyclofix') + k.say('Devis n° 2418', 24, 170, 30) + k.card(20, 200, w - 40, 360);
    [['Chaîne', '24,90'], ['Plaquettes (x2)', '31,80'], ['Réglage dérailleur', '15,00'], ['Main-d’œuvre', '35,00']].forEach(([item, price], i) => {
      const y = 250 + i * 64;
      out += k.say(item!, 44, y, 22, brand.ink, 'regular') + k.say(`${price} €`, w - 44, y, 22, brand.ink, 'bold', 'end');
    });
    out += `<path d="M44,500H${w - 44}" stroke="${brand.ink}" stroke-opacity=".2" stroke-width="2"/>` + k.say('Total', 44, 540, 26) + k.say('106,70 €', w - 44, 540, 26, brand.accent, 'bold', 'end');
    return out + k.button(24, 620, w - 48, 64, 'Accepter le devis') + k.button(24, 700, w - 48, 64, 'Refuser', '#ffffff', brand.ink);
  });
  const workshop = tablet(brand, (k, w, h) => {
    let out = rect(0, 0, w, h, '#262626') + k.bar(w, 'cyclofix · atelier');
    ['À diagnostiquer', 'Devis envoyé', 'En réparation', 'Prêt'].forEach((column, i) => {
      const x = 24 + i * 250;
      out += k.say(column, x, 170, 22, '#ffffff');
      for (let card = 0; card < 3 - (i % 2); card++) {
        const y = 196 + card * 176;
        out += rect(x, y, 234, 160, i === 2 && card === 0 ? brand.accent : '#3a3a3a', 'rx="18"') + k.say(`#${2400 + i * 7 + card}`, x + 24, y + 52, 30, '#ffffff');
        out += textLine(x + 24, y + 80, 160, 14, '#ffffff', 0.5) + rect(x + 24, y + 108, 186, 36, '#ffffff', 'rx="18" fill-opacity=".15"') + k.say('Étape suivante', x + 117, y + 132, 18, '#ffffff', 'bold', 'middle');
      }
    });
    return out;
  });
  return [tracking, quote, workshop];
}

function intranet(brand: Brand): Screen[] {
  const rota = phone(brand, (k, w) => k.bar(w, 'Intranet') + k.say('Planning de la semaine', 24, 170, 26) + k.lines(24, 210, [300, 240, 280, 200, 260, 220], brand.ink, 44, 18) + k.button(24, 760, w - 48, 56, 'Demander un congé'));
  return [rota];
}

const SCENES: Record<string, (brand: Brand) => Screen[]> = {
  'commande-en-ligne-maison-fournier': bakery,
  'reservation-jardins-de-l-ourcq': garden,
  'preuves-de-livraison-transports-belkacem': haulier,
  'billetterie-treteaux-du-canal': theatre,
  'site-accessible-clic-et-lien': accessible,
  'rendez-vous-optique-lemaire': optician,
  'application-cyclofix': bikes,
  'intranet-transports-belkacem': intranet,
};

/** The cover: the brand's backdrop (its colours, a large echo of its mark), the devices in front. */
function coverOf(slug: string, brand: Brand, screens: Screen[]): string {
  const { width: W, height: H } = CONTENT_IMAGE_SIZE;
  const random = randomFor(slug);
  const dark = brand.ink;
  let art = rect(0, 0, W, H, brand.pale);
  art += `<path d="M0,${H * (0.55 + random() * 0.15)}C${W * 0.3},${H * (0.35 + random() * 0.2)} ${W * 0.6},${H * (0.8 + random() * 0.1)} ${W},${H * (0.45 + random() * 0.2)}V${H}H0z" fill="${dark}"/>`;
  art += `<g opacity=".18">${brand.mark(W * 0.04, H * 0.06, 300)}</g>` + circle(W * (0.82 + random() * 0.1), H * 0.18, 90 + random() * 40, brand.accent, 'fill-opacity=".9"');
  const laptopScreen = screens.find((screen) => screen.device === 'laptop');
  const tabletScreen = screens.find((screen) => screen.device === 'tablet');
  const phones = screens.filter((screen) => screen.device === 'phone');
  if (laptopScreen) art += deviceWith('laptop', laptopScreen.body, W * 0.12, H * 0.14, W * 0.62);
  else if (tabletScreen) art += deviceWith('tablet', tabletScreen.body, W * 0.1, H * 0.16, W * 0.56);
  phones.slice(0, 2).forEach((screen, index) => (art += deviceWith('phone', screen.body, W * (0.64 + index * 0.16), H * (0.2 + index * 0.1), W * 0.2)));
  return svg(W, H, art);
}

/** A project's screens in `lang`, and its cover (the French screens, for every language: cards show it small). */
export function projectArt(slug: string, brand: Brand, lang: ScreenLanguage = 'fr'): ProjectArt {
  const scene = SCENES[slug];
  if (!scene) throw new Error(`No scene for project ${slug}`);
  const draw = (as: ScreenLanguage) => {
    language = as;
    try {
      return scene(brand);
    } finally {
      language = 'fr';
    }
  };
  const screens = draw(lang);
  return { screens, cover: coverOf(slug, brand, lang === 'fr' ? screens : draw('fr')) };
}

/** A screen as its own image, at its device's screen size. */
export function screenSvg(screen: Screen, title: string): string {
  const { width, height } = size(screen.device);
  return svg(width, height, screen.body, title);
}
