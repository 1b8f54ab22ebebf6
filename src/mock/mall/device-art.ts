import { EQUIPMENT_TYPE_CODES } from '../../domain/shared/equipment-type';
import { svgUri } from '../core/mock-art';

/**
 * The mall's product pictures, drawn: a 240×240 SVG of the device (tablet, phone, foldable) on its colour,
 * its front and its back, as data URIs, so that the demo needs no image files and no network. They carry no
 * words (they are drawn once for every language): the brand's coin with its N is drawn, not written.
 */

/** The brand's mark: a gold coin with an N drawn in strokes. */
const brandCoin = (cx: number, cy: number, r: number): string => {
  const [dx, dy] = [r * 0.36, r * 0.42];
  const d = `M${(cx - dx).toFixed(1)} ${(cy + dy).toFixed(1)}V${(cy - dy).toFixed(1)}L${(cx + dx).toFixed(1)} ${(cy + dy).toFixed(1)}V${(cy - dy).toFixed(1)}`;
  return (
    `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="#f5c542"/>` +
    `<path d="${d}" fill="none" stroke="#7a5a00" stroke-width="${(r * 0.2).toFixed(1)}" stroke-linejoin="round" stroke-linecap="round"/>`
  );
};

/** The screen's content: a small chart line and a coin, the same on every device. */
const screen = (x: number, y: number, w: number, h: number, color: string): string => {
  const points = [
    [0.1, 0.72],
    [0.3, 0.56],
    [0.5, 0.62],
    [0.7, 0.38],
    [0.9, 0.24],
  ]
    .map(([px = 0, py = 0]) => `${(x + w * px).toFixed(1)},${(y + h * py).toFixed(1)}`)
    .join(' ');
  const r = Math.min(w, h) * 0.14;
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#0f1226"/>` +
    `<polyline points="${points}" fill="none" stroke="${color}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
    brandCoin(x + w * 0.26, y + h * 0.26, r)
  );
};

const frame = (body: string, color: string): string =>
  svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">` +
      `<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#1b1f3b"/></linearGradient></defs>` +
      `<rect width="240" height="240" rx="28" fill="url(#b)"/>` +
      `<ellipse cx="120" cy="214" rx="78" ry="8" fill="#000" fill-opacity="0.25"/>` +
      body +
      `</svg>`,
  );

/** A tablet lying wide. */
const tablet = (color: string): string =>
  frame(
    `<rect x="28" y="58" width="184" height="128" rx="14" fill="#e9ecf5"/>${screen(38, 68, 164, 108, color)}`,
    color,
  );

/** A phone standing up. */
const phone = (color: string): string =>
  frame(
    `<rect x="78" y="30" width="84" height="170" rx="14" fill="#e9ecf5"/>` +
      screen(86, 44, 68, 142, color) +
      `<rect x="108" y="36" width="24" height="4" rx="2" fill="#9aa0b8"/>`,
    color,
  );

/** A foldable, open: two halves with the fold between them. */
const foldable = (color: string): string =>
  frame(
    `<rect x="40" y="40" width="160" height="150" rx="14" fill="#e9ecf5"/>` +
      screen(48, 48, 144, 134, color) +
      `<line x1="120" y1="40" x2="120" y2="190" stroke="#9aa0b8" stroke-width="2" stroke-dasharray="4 4"/>`,
    color,
  );

/** The cameras: a dark block with lenses in a column. */
const cameras = (x: number, y: number, lenses: number): string =>
  `<rect x="${x}" y="${y}" width="30" height="${lenses * 22 + 8}" rx="10" fill="#1b1f3b"/>` +
  Array.from(
    { length: lenses },
    (_, i) =>
      `<circle cx="${x + 15}" cy="${y + 15 + i * 22}" r="8" fill="#3a4170" stroke="#9aa0b8" stroke-width="2"/>`,
  ).join('');

/**
 * The back of a device: its shell in silver, the cameras at the top left and the brand's coin; a foldable
 * folded shut shows its hinge along the left edge.
 */
const back = (x: number, y: number, w: number, h: number, lenses: number, color: string, hinge = false) =>
  frame(
    (hinge ? `<rect x="${x - 5}" y="${y + 10}" width="10" height="${h - 20}" rx="5" fill="#9aa0b8"/>` : '') +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="#d5d9e6"/>` +
      `<rect x="${x + 6}" y="${y + 6}" width="${w - 12}" height="${h - 12}" rx="10" fill="${color}" fill-opacity=".18"/>` +
      cameras(x + 12, y + 12, lenses) +
      brandCoin(x + w / 2, y + h * 0.62, 18),
    color,
  );

/** The picture of a device of this type on its colour. */
export const deviceImage = (deviceType: number, color: string): string => {
  if (deviceType === EQUIPMENT_TYPE_CODES.tablet) return tablet(color);
  if (deviceType === EQUIPMENT_TYPE_CODES.foldablePhone) return foldable(color);
  return phone(color);
};

/** The device's back, its second picture: the tablet lying wide, a phone standing, a foldable folded shut. */
export const deviceBackImage = (deviceType: number, color: string): string => {
  if (deviceType === EQUIPMENT_TYPE_CODES.tablet) return back(28, 58, 184, 128, 1, color);
  if (deviceType === EQUIPMENT_TYPE_CODES.foldablePhone) return back(74, 30, 96, 170, 3, color, true);
  return back(78, 30, 84, 170, 2, color);
};
