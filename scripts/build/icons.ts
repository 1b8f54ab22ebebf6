/**
 * The app's icons, drawn at build time with Node's own modules (zlib for PNG): the NADI mark of
 * src/ui/shared/components/nadi-logo.tsx (a gold hexagon around an N of linked nodes in cyan) on the theme's
 * background (src/ui/app/styles/theme.css). Strokes and dots are drawn by their distance to each pixel, which
 * gives smooth edges without a rasteriser. The maskable icon is full-bleed with the mark inside the central
 * 80 % (the safe zone a launcher may crop to a circle).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';

/** The theme's background and the mark's colours (theme.css `--bg`, nadi-logo.tsx). */
export const ICON_BACKGROUND = '#0b0e14';
const GOLD = '#f0b90b';
const CYAN = '#22d3ee';

type Rgb = readonly [number, number, number];
type Point = readonly [number, number];

const rgb = (hex: string): Rgb => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
];

/** The mark in the 64-unit box of nadi-logo.tsx: polylines (stroke width 4) and dots (radius 4). */
const HEXAGON: Point[] = [
  [32, 3],
  [57, 17.5],
  [57, 46.5],
  [32, 61],
  [7, 46.5],
  [7, 17.5],
  [32, 3],
];
const LETTER_N: Point[] = [
  [22, 43],
  [22, 21],
  [42, 43],
  [42, 21],
];
const STROKES: ReadonlyArray<{ points: Point[]; colour: Rgb }> = [
  { points: HEXAGON, colour: rgb(GOLD) },
  { points: LETTER_N, colour: rgb(CYAN) },
];
const DOTS: ReadonlyArray<{ at: Point; colour: Rgb }> = [
  { at: [22, 21], colour: rgb(GOLD) },
  { at: [42, 43], colour: rgb(CYAN) },
];
const HALF_STROKE = 2;
const DOT_RADIUS = 4;

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const lengthSq = dx * dx + dy * dy;
  const t =
    lengthSq === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / lengthSq));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

export interface IconSpec {
  readonly size: number;
  /** Width of the mark as a share of the icon (the rest is background). */
  readonly markShare: number;
  /** Corner radius of the background as a share of the size (0: full-bleed square). */
  readonly cornerShare: number;
}

/** Straight RGBA pixels of one icon. */
export function drawIcon({ size, markShare, cornerShare }: IconSpec): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const background = rgb(ICON_BACKGROUND);
  const scale = (size * markShare) / 64;
  const offset = (size - size * markShare) / 2;
  const radius = size * cornerShare;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      // The pixel's centre in the mark's 64-unit box; one pixel is 1/scale units wide.
      const p: Point = [(x + 0.5 - offset) / scale, (y + 0.5 - offset) / scale];
      const pixelUnits = 1 / scale;
      let colour: Rgb = background;
      let cover = 0;
      for (const stroke of STROKES) {
        for (let i = 1; i < stroke.points.length; i++) {
          const a = stroke.points[i - 1] as Point;
          const b = stroke.points[i] as Point;
          const c = coverage(distanceToSegment(p, a, b) - HALF_STROKE, pixelUnits);
          if (c > 0) [colour, cover] = [blend(colour, stroke.colour, c), 1];
        }
      }
      for (const dot of DOTS) {
        const c = coverage(Math.hypot(p[0] - dot.at[0], p[1] - dot.at[1]) - DOT_RADIUS, pixelUnits);
        if (c > 0) [colour, cover] = [blend(colour, dot.colour, c), 1];
      }
      const alpha = cover > 0 ? 1 : cornerAlpha(x + 0.5, y + 0.5, size, radius);
      const at = (y * size + x) * 4;
      pixels[at] = colour[0];
      pixels[at + 1] = colour[1];
      pixels[at + 2] = colour[2];
      pixels[at + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

/** How much of a pixel (width `pixel` in the same units) lies inside a shape, from its signed distance. */
const coverage = (signedDistance: number, pixel: number): number =>
  Math.max(0, Math.min(1, 0.5 - signedDistance / pixel));

const blend = (under: Rgb, over: Rgb, share: number): Rgb => [
  Math.round(under[0] + (over[0] - under[0]) * share),
  Math.round(under[1] + (over[1] - under[1]) * share),
  Math.round(under[2] + (over[2] - under[2]) * share),
];

/** Inside the rounded square (1), outside (0), or part of its edge. */
function cornerAlpha(x: number, y: number, size: number, radius: number): number {
  if (radius <= 0) return 1;
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return coverage(Math.hypot(x - cx, y - cy) - radius, 1);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A PNG file (8-bit RGBA, no interlace) of `size`×`size` straight RGBA pixels. */
export function encodePng(size: number, pixels: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  // Each row starts with filter type 0 (none).
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    rows.set(pixels.subarray(y * size * 4, (y + 1) * size * 4), y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** The icons the manifest (public/manifest.webmanifest) and index.html name, by file name. */
export const ICONS: Readonly<Record<string, IconSpec>> = {
  'icon-192.png': { size: 192, markShare: 0.84, cornerShare: 0.22 },
  'icon-512.png': { size: 512, markShare: 0.84, cornerShare: 0.22 },
  // The mark's outermost edge lies 31 of its 64 units from its centre: at 0.74 of the size that is 0.36 of
  // the size, inside the safe circle (radius 0.40) a launcher may crop to.
  'icon-maskable-512.png': { size: 512, markShare: 0.74, cornerShare: 0 },
  // iOS draws its own rounded corners and ignores transparency: full-bleed.
  'apple-touch-icon.png': { size: 180, markShare: 0.78, cornerShare: 0 },
};

/** Writes every icon into `dir/icons/`. */
export function writeIcons(dir: string): void {
  const target = join(dir, 'icons');
  mkdirSync(target, { recursive: true });
  for (const [name, spec] of Object.entries(ICONS)) {
    writeFileSync(join(target, name), encodePng(spec.size, drawIcon(spec)));
  }
}
