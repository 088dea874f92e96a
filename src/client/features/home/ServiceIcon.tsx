import type { ReactElement } from 'react';

/**
 * The lines take the text's colour and the paper the card's (HomePage.css), so that they follow a
 * dark theme; the coral and mint accents are the brand's (src/client/styles/global.css).
 */
const INK = 'currentColor';
const CORAL = '#ff6b4a';
const MINT = '#6fd3c1';

const line = { stroke: INK, strokeLinecap: 'round' } as const;
const outlined = { className: 'home-service__paper', stroke: INK, strokeWidth: 5 } as const;

const ICONS = {
  website: (
    <>
      <rect {...outlined} width="76" height="60" x="10" y="16" rx="8" />
      <path stroke={INK} strokeWidth="5" d="M10 32h76" />
      <circle cx="20" cy="24" r="3" fill={CORAL} />
      <rect width="32" height="24" x="20" y="42" fill={MINT} rx="4" />
      <path {...line} strokeWidth="4" d="M60 46h16M60 56h12M60 66h16" />
      <path {...line} strokeWidth="5" d="M34 86h28" />
    </>
  ),
  webApp: (
    <>
      <rect {...outlined} width="80" height="64" x="8" y="14" rx="8" />
      <path stroke={INK} strokeWidth="5" d="M30 14v64" />
      <path {...line} strokeWidth="4" d="M16 28h6m-6 12h6m-6 12h6" />
      <path fill="none" stroke={CORAL} strokeLinecap="round" strokeLinejoin="round" strokeWidth="5" d="m40 66 12-14 10 8 16-22" />
      <circle cx="78" cy="38" r="4" fill={MINT} />
    </>
  ),
  mobileApp: (
    <>
      <rect {...outlined} width="40" height="84" x="28" y="6" rx="10" />
      <path {...line} strokeWidth="4" d="M42 14h12" />
      <rect width="24" height="20" x="36" y="24" fill={CORAL} rx="4" />
      <path {...line} strokeWidth="4" d="M36 54h24m-24 8h16" />
      <circle cx="48" cy="78" r="4" fill={MINT} />
    </>
  ),
  consulting: (
    <>
      <path {...outlined} strokeLinejoin="round" d="M10 20a10 10 0 0 1 10-10h40a10 10 0 0 1 10 10v24a10 10 0 0 1-10 10H36L22 66V54h-2a10 10 0 0 1-10-10z" />
      <path fill={MINT} stroke={INK} strokeWidth="5" strokeLinejoin="round" d="M86 48a8 8 0 0 0-8-8h-2v14a12 12 0 0 1-12 12H46v4a8 8 0 0 0 8 8h18l12 10V78a8 8 0 0 0 2-2z" />
      <path stroke={CORAL} strokeLinecap="round" strokeWidth="5" d="M24 28h32M24 38h20" />
    </>
  ),
  maintenance: (
    <>
      <circle {...outlined} cx="48" cy="48" r="26" />
      <circle cx="48" cy="48" r="9" fill={CORAL} />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
        <rect key={angle} width="8" height="14" x="44" y="10" fill={INK} rx="2" transform={angle ? `rotate(${angle} 48 48)` : undefined} />
      ))}
      <path stroke={MINT} strokeLinecap="round" strokeWidth="8" d="m70 74 14 14" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type ServiceIconName = keyof typeof ICONS;

/**
 * A service's icon, drawn in the page rather than loaded as an SVG file: the browser builds each
 * SVG image as a document of its own, 20–45 ms apiece under a phone's slowdown, before the app is
 * ready (bench/RESULTS.md). Decorative: the heading beside it names the service.
 */
export function ServiceIcon({ name }: { name: ServiceIconName }) {
  return (
    <svg className="home-service__icon" viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      {ICONS[name]}
    </svg>
  );
}
