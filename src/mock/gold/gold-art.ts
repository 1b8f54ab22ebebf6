import { svgUri } from '../core/mock-art';

/**
 * The gold shop's pictures, drawn without a word (they are drawn once and shown in every language): a minted
 * or cast bar, a coin, a bangle or a ring, sized by the goods' weight, on its category's ground. 750×320, the
 * aspect the shop shows its pictures at (gold.css `.shop-goods img`, `.shop-hero`: 75 / 32, contained).
 */
export type GoldKind = 'minted-bar' | 'cast-bar' | 'coin' | 'bangle' | 'ring';

/** The grounds by category: bars on warm brown, jewellery on velvet, vault gold on steel. */
const GROUNDS: Readonly<Record<number, readonly [string, string]>> = {
  1: ['#4a3520', '#1f160d'],
  2: ['#6b1d3a', '#2a0a17'],
  3: ['#3d4b5c', '#161d26'],
};

/** The gold's paints: the lit top and the front in shade. */
const GOLD_PAINTS =
  '<linearGradient id="t" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff4c2"/>' +
  '<stop offset=".5" stop-color="#f5c542"/><stop offset="1" stop-color="#d9a21b"/></linearGradient>' +
  '<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e0a82a"/>' +
  '<stop offset="1" stop-color="#a8750f"/></linearGradient>';

const n = (v: number): string => String(Math.round(v));
const pts = (points: readonly (readonly [number, number])[]): string =>
  points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

/** The centre of the drawing and the floor line. */
const CX = 375;
const FLOOR = 250;

/** A point of a box's space (x across, y up, z away) drawn in an oblique view from the front right. */
const at = (x: number, y: number, z: number): [number, number] => [CX + x + z * 0.6, FLOOR - y - z * 0.35];

/**
 * A bar: a W×D foot, the top drawn in by `inset` on every side, H high; its top carries a stamped frame and
 * a diamond (no letters).
 */
function bar(w: number, d: number, h: number, inset: number): string {
  const x0 = -w / 2 - d * 0.3;
  const p = (x: number, y: number, z: number) => at(x0 + x, y, z);
  const [l, r, f, b] = [inset, w - inset, inset, d - inset];
  const top = [p(l, h, f), p(r, h, f), p(r, h, b), p(l, h, b)] as const;
  const front = [p(0, 0, 0), p(w, 0, 0), p(r, h, f), p(l, h, f)];
  const side = [p(w, 0, 0), p(w, 0, d), p(r, h, b), p(r, h, f)];
  const m = Math.min(r - l, b - f) * 0.18;
  const frame = [p(l + m, h, f + m), p(r - m, h, f + m), p(r - m, h, b - m), p(l + m, h, b - m)];
  const [mx, mz, s] = [(l + r) / 2, (f + b) / 2, (b - f) * 0.22];
  const diamond = [p(mx - s * 1.4, h, mz), p(mx, h, mz - s), p(mx + s * 1.4, h, mz), p(mx, h, mz + s)];
  return (
    `<polygon points="${pts(side)}" fill="#8a5e0c"/>` +
    `<polygon points="${pts(front)}" fill="url(#f)"/>` +
    `<polygon points="${pts(top)}" fill="url(#t)"/>` +
    `<polygon points="${pts(frame)}" fill="none" stroke="#b8860b" stroke-width="3"/>` +
    `<polygon points="${pts(diamond)}" fill="#c99416" stroke="#fff4c2" stroke-width="2"/>`
  );
}

/** A coin lying flat, seen from above at an angle: its edge, its face, a rim and a star. */
function coin(r: number): string {
  const [cy, t, ry] = [FLOOR - 40, 16, r * 0.45];
  const star = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI * i) / 5 - Math.PI / 2;
    const k = i % 2 ? r * 0.22 : r * 0.5;
    return [CX + Math.cos(a) * k, cy + Math.sin(a) * k * 0.45] as const;
  });
  return (
    `<ellipse cx="${CX}" cy="${cy + t}" rx="${r}" ry="${n(ry)}" fill="#8a5e0c"/>` +
    `<rect x="${CX - r}" y="${cy}" width="${r * 2}" height="${t}" fill="url(#f)"/>` +
    `<ellipse cx="${CX}" cy="${cy}" rx="${r}" ry="${n(ry)}" fill="url(#t)"/>` +
    `<ellipse cx="${CX}" cy="${cy}" rx="${n(r * 0.8)}" ry="${n(ry * 0.8)}" fill="none" stroke="#b8860b" stroke-width="4"/>` +
    `<polygon points="${pts(star)}" fill="#d9a21b" stroke="#fff4c2" stroke-width="2"/>`
  );
}

/** A bangle lying on its side: a woven gold band with its light edge. */
function bangle(rx: number): string {
  const [cy, ry] = [FLOOR - 60, rx * 0.42];
  const ring = (w: number, paint: string, more = '') =>
    `<ellipse cx="${CX}" cy="${cy}" rx="${rx}" ry="${n(ry)}" fill="none" stroke="${paint}" stroke-width="${w}"${more}/>`;
  return (
    ring(30, '#8a5e0c', ` transform="translate(0 12)"`) +
    ring(30, 'url(#f)') +
    ring(14, '#f5c542', ' stroke-dasharray="10 6"') +
    ring(3, '#fff4c2', ` transform="translate(0 -12)"`)
  );
}

/** A plain ring standing on its edge. */
function ring(r: number): string {
  const cy = FLOOR - r - 10;
  return (
    `<ellipse cx="${CX}" cy="${cy}" rx="${n(r * 0.62)}" ry="${r}" fill="none" stroke="#8a5e0c" stroke-width="22" transform="translate(8 0)"/>` +
    `<ellipse cx="${CX}" cy="${cy}" rx="${n(r * 0.62)}" ry="${r}" fill="none" stroke="url(#t)" stroke-width="20"/>` +
    `<ellipse cx="${CX - 4}" cy="${cy}" rx="${n(r * 0.62)}" ry="${r}" fill="none" stroke="#fff4c2" stroke-width="3" stroke-dasharray="${n(r * 1.2)} ${n(r * 6)}"/>`
  );
}

/** A vault door behind vault gold: a wheel of spokes in a ring. */
const VAULT_DOOR =
  '<g fill="none" stroke="#fff" stroke-opacity=".1" stroke-width="10">' +
  '<circle cx="640" cy="150" r="115"/><circle cx="640" cy="150" r="38"/>' +
  '<path d="M640 35v230M525 150h230M559 69l162 162M721 69l-162 162"/></g>';

/** A sparkle: four points of light. */
const sparkle = (x: number, y: number, s: number): string =>
  `<path d="M${x} ${y - s}L${x + s * 0.25} ${y - s * 0.25}L${x + s} ${y}L${x + s * 0.25} ${y + s * 0.25}L${x} ${y + s}` +
  `L${x - s * 0.25} ${y + s * 0.25}L${x - s} ${y}L${x - s * 0.25} ${y - s * 0.25}Z" fill="#fff" fill-opacity=".85"/>`;

/** The drawing of one kind at one weight (grams), sized so that heavier goods of a kind look bigger. */
function drawing(kind: GoldKind, grams: number): string {
  const scale = Math.cbrt(Math.max(grams, 1) / 10);
  switch (kind) {
    case 'minted-bar': {
      const w = Math.min(230 * scale, 380);
      return bar(w, w * 0.55, w * 0.12, w * 0.03);
    }
    case 'cast-bar': {
      const w = Math.min(150 * scale, 340);
      return bar(w, w * 0.5, w * 0.26, w * 0.09);
    }
    case 'coin':
      return coin(Math.min(110 * Math.cbrt(Math.max(grams, 1)), 150));
    case 'bangle':
      return bangle(150);
    case 'ring':
      return ring(70);
  }
}

/** The picture of a gold goods item: its kind at its weight, on its category's ground. */
export function goldArt(kind: GoldKind, grams: number, categoryId: number): string {
  const [from, to] = GROUNDS[categoryId] ?? ['#4a3520', '#1f160d'];
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="320" viewBox="0 0 750 320">` +
      `<defs>${GOLD_PAINTS}<radialGradient id="b" cx=".45" cy=".4" r=".8"><stop offset="0" stop-color="${from}"/>` +
      `<stop offset="1" stop-color="${to}"/></radialGradient></defs>` +
      `<rect width="750" height="320" rx="24" fill="url(#b)"/>` +
      (categoryId === 3 ? VAULT_DOOR : '') +
      `<ellipse cx="${CX + 20}" cy="${FLOOR + 14}" rx="230" ry="26" fill="#000" fill-opacity=".3"/>` +
      drawing(kind, grams) +
      sparkle(CX - 150, 90, 16) +
      sparkle(CX + 190, 70, 11) +
      `</svg>`,
  );
}
