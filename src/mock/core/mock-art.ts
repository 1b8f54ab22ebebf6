/**
 * Pictures for the mock's banners and partner logos, drawn as inline SVG data URIs so that the demo
 * needs no image files and no network. The shops' product pictures carry no words (they are drawn once, for
 * every language): gold-art.ts, car-art.ts and device-art.ts beside their features.
 */

/** An SVG as a data URI (the page's img-src allows data:). */
export const svgUri = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A 750×320 banner with a two-colour gradient, a title and a subtitle (banners, notices, activities). */
export const bannerImage = (title: string, subtitle: string, from: string, to: string): string =>
  svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="320" viewBox="0 0 750 320">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
      `<rect width="750" height="320" rx="24" fill="url(#g)"/>` +
      `<circle cx="640" cy="70" r="120" fill="#ffffff" fill-opacity="0.08"/>` +
      `<text x="48" y="150" font-family="sans-serif" font-size="56" font-weight="700" fill="#fff">${title}</text>` +
      `<text x="48" y="210" font-family="sans-serif" font-size="28" fill="#fff" fill-opacity="0.85">${subtitle}</text>` +
      `</svg>`,
  );

/** A 120×120 round logo with initials. */
export const logoImage = (initials: string, color: string): string =>
  svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
      `<circle cx="60" cy="60" r="58" fill="${color}"/>` +
      `<text x="60" y="74" text-anchor="middle" font-family="sans-serif" font-size="40" font-weight="700" fill="#fff">${initials}</text>` +
      `</svg>`,
  );
