import { expect, type Locator } from '@playwright/test';

/** The words drawn in the pictures of these images: their SVG's text elements (none for a drawn picture). */
export async function wordsInPictures(images: Locator): Promise<string[]> {
  const sources = await images.evaluateAll((all) => all.map((img) => img.getAttribute('src') ?? ''));
  expect(sources.length).toBeGreaterThan(0);
  return sources.flatMap((src) => {
    expect(src).toMatch(/^data:image\/svg\+xml/);
    const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
    expect(svg).toMatch(/^<svg /);
    return [...svg.matchAll(/<(text|tspan|foreignObject)\b[^>]*>([^<]*)/g)].map((m) => m[2] ?? '');
  });
}
