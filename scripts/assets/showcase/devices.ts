/** Phone, tablet and laptop frames: standalone (with a see-through screen) and around a screen in a composition. */
import { DEVICE_GEOMETRY, type Device } from '../../../src/shared/devices';
import { round, svg } from './svg';

const BODY = '#1c2230';
const EDGE = '#3a4356';

function roundedRect(x: number, y: number, w: number, h: number, r: number): string {
  return `M${x + r},${y}h${w - 2 * r}a${r},${r} 0 0 1 ${r},${r}v${h - 2 * r}a${r},${r} 0 0 1 ${-r},${r}h${-(w - 2 * r)}a${r},${r} 0 0 1 ${-r},${-r}v${-(h - 2 * r)}a${r},${r} 0 0 1 ${r},${-r}z`;
}

/** The frame's drawing in its own coordinates: the body with the screen cut out, and its details. */
export function frameBody(device: Device): string {
  const { frame, screen } = DEVICE_GEOMETRY[device];
  const cut = (radius: number) => roundedRect(screen.x, screen.y, screen.width, screen.height, radius);
  if (device === 'phone') {
    return (
      `<path fill-rule="evenodd" d="${roundedRect(0, 0, frame.width, frame.height, 64)}${cut(46)}" fill="${BODY}" stroke="${EDGE}" stroke-width="3"/>` +
      `<rect x="${frame.width / 2 - 62}" y="${screen.y + 14}" width="124" height="34" rx="17" fill="${BODY}"/>` +
      `<rect x="-3" y="170" width="4" height="60" rx="2" fill="${EDGE}"/><rect x="${frame.width - 1}" y="210" width="4" height="96" rx="2" fill="${EDGE}"/>`
    );
  }
  if (device === 'tablet') {
    return (
      `<path fill-rule="evenodd" d="${roundedRect(0, 0, frame.width, frame.height, 44)}${cut(12)}" fill="${BODY}" stroke="${EDGE}" stroke-width="3"/>` +
      `<circle cx="${frame.width / 2}" cy="${screen.y / 2}" r="6" fill="${EDGE}"/>`
    );
  }
  const lidBottom = screen.y + screen.height + 34;
  return (
    `<path fill-rule="evenodd" d="${roundedRect(70, 0, frame.width - 140, lidBottom, 28)}${cut(6)}" fill="${BODY}" stroke="${EDGE}" stroke-width="3"/>` +
    `<circle cx="${frame.width / 2}" cy="${screen.y / 2}" r="5" fill="${EDGE}"/>` +
    `<path d="M0,${lidBottom + 4}h${frame.width}v22a40,40 0 0 1 -40,${frame.height - lidBottom - 26}H40a40,40 0 0 1 -40,-40z" fill="#c5cbd6"/>` +
    `<rect x="${frame.width / 2 - 110}" y="${lidBottom + 4}" width="220" height="14" rx="7" fill="#a7afbd"/>`
  );
}

/** The standalone frame (public/media/frames/<device>.svg): the screen area is see-through. */
export function frameSvg(device: Device): string {
  const { frame } = DEVICE_GEOMETRY[device];
  return svg(frame.width, frame.height, frameBody(device));
}

/**
 * A device holding a screen, placed in a composition: its top-left corner at x, y, `width` wide.
 * `screen` is the screen's drawing in its own size (DEVICE_GEOMETRY[device].screen).
 */
export function deviceWith(device: Device, screen: string, x: number, y: number, width: number, shadow = true): string {
  const { frame, screen: area } = DEVICE_GEOMETRY[device];
  const scale = width / frame.width;
  const shade = shadow ? `<rect x="${round(x + width * 0.04)}" y="${round(y + frame.height * scale * 0.05)}" width="${round(width * 0.96)}" height="${round(frame.height * scale * 0.97)}" rx="${round(40 * scale)}" fill="#000" fill-opacity=".18"/>` : '';
  return (
    shade +
    `<g transform="translate(${round(x)} ${round(y)}) scale(${Math.round(scale * 10000) / 10000})">` +
    `<svg x="${area.x}" y="${area.y}" width="${area.width}" height="${area.height}" viewBox="0 0 ${area.width} ${area.height}">${screen}</svg>` +
    frameBody(device) +
    `</g>`
  );
}
