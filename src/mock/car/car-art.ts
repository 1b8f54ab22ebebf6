import { svgUri } from '../core/mock-art';

/**
 * The car shop's pictures, drawn without a word (they are drawn once and shown in every language): the car's
 * side in its colours, with its windows, lights and wheels, on a road. 750×320, the aspect the shop shows its
 * pictures at (gold.css `.shop-goods img`, `.shop-hero`: 75 / 32, contained).
 */
export type CarBody = 'hatchback' | 'saloon' | 'van';

interface Shape {
  /** The body's outline, front to the right. */
  readonly body: string;
  /** The side windows. */
  readonly windows: string;
  /** The doors' seams. */
  readonly seams: string;
  /** The wheels' centres across (on one height). */
  readonly wheels: readonly [number, number];
  /** The front and the back across, for the lights. */
  readonly ends: readonly [number, number];
}

const SHAPES: Readonly<Record<CarBody, Shape>> = {
  hatchback: {
    body: 'M138 228L134 150Q136 118 170 112L262 92Q280 88 300 88H430Q452 88 470 100L540 146L608 158Q634 163 638 188L640 228Z',
    windows: 'M178 146L186 122L270 102H300V146ZM312 100H425Q442 100 456 110L510 146H312Z',
    seams: 'M306 96V224M440 150V222',
    wheels: [228, 532],
    ends: [136, 638],
  },
  saloon: {
    body: 'M118 228L116 185Q118 166 150 162L232 156L300 104Q312 94 332 94H452Q470 94 484 104L548 150L622 160Q648 164 650 190L652 228Z',
    windows: 'M252 152L305 110L375 106V152ZM387 106H450Q464 106 474 114L520 152H387Z',
    seams: 'M381 104V224M268 160V222',
    wheels: [222, 548],
    ends: [117, 650],
  },
  van: {
    body: 'M110 228V92Q110 74 128 74H500Q522 74 536 92L590 160L636 172Q652 178 652 200V228Z',
    windows: 'M512 92Q522 92 528 100L572 158H512Z',
    seams: 'M500 80V224M300 80V224',
    wheels: [220, 556],
    ends: [110, 651],
  },
};

const WHEEL_Y = 222;

const wheel = (x: number): string =>
  `<circle cx="${x}" cy="${WHEEL_Y}" r="50" fill="#1a1d24"/>` +
  `<circle cx="${x}" cy="${WHEEL_Y}" r="40" fill="#2b2f38"/>` +
  `<circle cx="${x}" cy="${WHEEL_Y}" r="22" fill="#c9ced6"/>` +
  `<circle cx="${x}" cy="${WHEEL_Y}" r="7" fill="#6b7280"/>`;

/** The picture of a car: its body in its two colours (the darker below) on a road under a light sky. */
export function carArt(body: CarBody, colours: readonly [string, string]): string {
  const shape = SHAPES[body];
  const [back, front] = shape.ends;
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="320" viewBox="0 0 750 320">` +
      `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dde8f3"/>` +
      `<stop offset="1" stop-color="#f4f7fb"/></linearGradient>` +
      `<linearGradient id="c" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colours[1]}"/>` +
      `<stop offset="1" stop-color="${colours[0]}"/></linearGradient></defs>` +
      `<rect width="750" height="320" rx="24" fill="url(#s)"/>` +
      `<path d="M0 262H750V296Q750 320 726 320H24Q0 320 0 296Z" fill="#4a505a"/>` +
      `<path d="M40 292H710" stroke="#f4f7fb" stroke-width="4" stroke-dasharray="40 30"/>` +
      `<ellipse cx="${(back + front) / 2}" cy="262" rx="${(front - back) / 2 + 10}" ry="8" fill="#000" fill-opacity=".35"/>` +
      `<path d="${shape.body}" fill="url(#c)"/>` +
      `<path d="${shape.windows}" fill="#cfe3f3" stroke="#1a1d24" stroke-width="4" stroke-linejoin="round"/>` +
      `<path d="${shape.seams}" stroke="#000" stroke-opacity=".3" stroke-width="3"/>` +
      `<rect x="${front - 22}" y="174" width="20" height="12" rx="5" fill="#fff3b0"/>` +
      `<rect x="${back + 2}" y="166" width="12" height="18" rx="4" fill="#e74c3c"/>` +
      `<rect x="${back - 2}" y="214" width="${front - back + 4}" height="14" rx="7" fill="#000" fill-opacity=".25"/>` +
      wheel(shape.wheels[0]) +
      wheel(shape.wheels[1]) +
      `</svg>`,
  );
}
