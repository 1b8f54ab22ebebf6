import { describe, expect, it } from 'vitest';
import { Visit } from './visit';

describe('Visit', () => {
  it('begins when the page comes on screen, not on a repeated attach', () => {
    const visit = new Visit();
    expect(visit.attach(true)).toBe(true);
    expect(visit.attach(true)).toBe(false);
    expect(visit.attach(false)).toBe(false);
    expect(visit.attach(true)).toBe(true);
  });

  it('does not begin while the page is off screen', () => {
    const visit = new Visit();
    expect(visit.attach(false, 1)).toBe(false);
    expect(visit.active).toBe(false);
  });

  it('begins again when the key changes while on screen', () => {
    const visit = new Visit();
    expect(visit.attach(true, 'add:')).toBe(true);
    expect(visit.attach(true, 'add:')).toBe(false);
    expect(visit.attach(true, 'edit:3')).toBe(true);
    expect(visit.active).toBe(true);
  });

  it('begins after leave', () => {
    const visit = new Visit();
    visit.attach(true);
    visit.leave();
    expect(visit.active).toBe(false);
    expect(visit.attach(true)).toBe(true);
  });
});
