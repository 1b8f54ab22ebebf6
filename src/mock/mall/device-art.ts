import { EQUIPMENT_TYPE_CODES } from '../../domain/shared/equipment-type';

/**
 * The mall's product pictures, drawn: a 240×240 SVG of the device (tablet, phone, foldable) on its colour,
 * as a data URI (the page's img-src allows data:), so that the demo needs no image files and no network.
 */
const svgUri = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

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
    `<circle cx="${x + w * 0.26}" cy="${y + h * 0.26}" r="${r.toFixed(1)}" fill="#f5c542"/>` +
    `<text x="${x + w * 0.26}" y="${(y + h * 0.26 + r * 0.42).toFixed(1)}" text-anchor="middle" font-family="sans-serif" font-size="${(r * 1.2).toFixed(1)}" font-weight="700" fill="#7a5a00">N</text>`
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

/** The picture of a device of this type on its colour. */
export const deviceImage = (deviceType: number, color: string): string => {
  if (deviceType === EQUIPMENT_TYPE_CODES.tablet) return tablet(color);
  if (deviceType === EQUIPMENT_TYPE_CODES.foldablePhone) return foldable(color);
  return phone(color);
};
