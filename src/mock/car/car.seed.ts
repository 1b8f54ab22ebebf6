import { type CarBody, carArt } from './car-art';

/**
 * A car of the mock car shop. Its words here are English; the answers give them in the request's language
 * (car-content.ts). Its picture is drawn from its body and colours, with no words in it (car-art.ts).
 */
export interface CarSeed {
  readonly id: number;
  readonly name: string;
  readonly price: string;
  readonly releaseAmount: string;
  readonly specification: string;
  readonly body: CarBody;
  readonly colours: readonly [string, string];
  readonly content: string;
}

export const CARS: readonly CarSeed[] = [
  {
    id: 1,
    name: 'NADI EV Alpha',
    price: '25000',
    releaseAmount: '25000',
    specification: '5 seats · 420 km range',
    body: 'hatchback',
    colours: ['#1f4e79', '#5dade2'],
    content: '<p>A compact electric hatchback for the city.</p><p>Fast charging to 80 % in 30 minutes.</p>',
  },
  {
    id: 2,
    name: 'NADI EV Cruiser',
    price: '38000',
    releaseAmount: '38000',
    specification: '5 seats · 560 km range',
    body: 'saloon',
    colours: ['#145a32', '#58d68d'],
    content: '<p>A long-range saloon with driver assistance.</p><img src="x" onerror="alert(1)">',
  },
  {
    id: 3,
    name: 'NADI Van Cargo',
    price: '52000',
    releaseAmount: '52000',
    specification: '2 seats · 6 m³ cargo · 300 km range',
    body: 'van',
    colours: ['#6e2c00', '#eb984e'],
    content: '<p>An electric van for deliveries.</p>',
  },
];

export const carById = (id: number): CarSeed | undefined => CARS.find((c) => c.id === id);

/** A picture of the car, drawn (the demo has no image files), the same in every language. */
export const carImage = (car: CarSeed): string => carArt(car.body, car.colours);
