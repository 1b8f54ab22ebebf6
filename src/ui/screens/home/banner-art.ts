/**
 * The banner slot's picture while the banners load: the NADI mark on a night-blue field with a mesh of
 * linked nodes (the DePIN network), in the brand's gold and cyan. Drawn here, not fetched, so that the page
 * drawn at build time and the app's first screen show it at once, in the banners' exact box (750 x 320).
 */
const NODES: readonly (readonly [number, number])[] = [
  [60, 250],
  [150, 90],
  [250, 200],
  [340, 60],
  [410, 260],
  [500, 140],
  [620, 230],
  [700, 70],
];
const LINKS: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 2],
  [2, 3],
  [2, 4],
  [3, 5],
  [4, 5],
  [5, 6],
  [5, 7],
  [6, 7],
  [0, 2],
];

const point = (index: number): readonly [number, number] => NODES[index] ?? [0, 0];

const svg = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="320" viewBox="0 0 750 320">',
  '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
  '<stop offset="0" stop-color="#101a3a"/><stop offset=".6" stop-color="#1b2f6b"/>',
  '<stop offset="1" stop-color="#0e5a78"/></linearGradient>',
  '<radialGradient id="h" cx=".78" cy=".3" r=".5"><stop offset="0" stop-color="#22d3ee" stop-opacity=".35"/>',
  '<stop offset="1" stop-color="#22d3ee" stop-opacity="0"/></radialGradient></defs>',
  '<rect width="750" height="320" fill="url(#g)"/><rect width="750" height="320" fill="url(#h)"/>',
  '<g stroke="#22d3ee" stroke-opacity=".45" stroke-width="2">',
  ...LINKS.map(([a, b]) => {
    const [x1, y1] = point(a);
    const [x2, y2] = point(b);
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"/>`;
  }),
  '</g>',
  ...NODES.map(
    ([x, y], index) =>
      `<circle cx="${x}" cy="${y}" r="${index % 3 === 0 ? 9 : 6}" fill="${index % 2 ? '#22d3ee' : '#f0b90b'}"/>`,
  ),
  '<g transform="translate(300 85) scale(2.35)" fill="none" stroke-width="4" stroke-linecap="round" ',
  'stroke-linejoin="round"><path d="M32 3l25 14.5v29L32 61 7 46.5v-29z" stroke="#f0b90b"/>',
  '<path d="M22 43V21l20 22V21" stroke="#22d3ee"/></g>',
  '</svg>',
].join('');

/** The picture as a data URL (the policy allows `data:` images). */
export const BANNER_ART = `data:image/svg+xml,${encodeURIComponent(svg)}`;
