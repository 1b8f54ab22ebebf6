import { describe, expect, it } from 'vitest';
import { ConnectivityStore } from './connectivity.store';

describe('ConnectivityStore', () => {
  it('is online with nothing to say until the browser or an answer says otherwise', () => {
    const store = new ConnectivityStore();
    expect(store.offline).toBe(false);
    expect(store.moneyBlock).toBeNull();
    expect(store.asOf).toBeNull();
  });

  it('offline, blocks money and dates the figures by the last network answer', () => {
    const store = new ConnectivityStore();
    store.answered(null, 1_000);
    store.setOnline(false);
    expect(store.offline).toBe(true);
    expect(store.moneyBlock).toBe('offline');
    expect(store.asOf).toBe(1_000);
  });

  it('dates each screen by the oldest kept answer it received', () => {
    const store = new ConnectivityStore();
    store.setOnline(false);
    store.showScreen('/wallet');
    store.answered(5_000, 9_000);
    store.answered(3_000, 9_001);
    store.answered(4_000, 9_002);
    store.showScreen('/orders');
    store.answered(7_000, 9_003);
    expect(store.asOf).toBe(7_000);
    store.showScreen('/wallet');
    expect(store.asOf).toBe(3_000);
  });

  it('counts a kept answer as offline even when the browser says online (the server is out of reach)', () => {
    const store = new ConnectivityStore();
    store.showScreen('/index');
    store.answered(2_000, 10_000);
    expect(store.online).toBe(true);
    expect(store.offline).toBe(true);
    expect(store.moneyBlock).toBe('offline');
    expect(store.asOf).toBe(2_000);
  });

  it('reloads the screens when the browser is back online, and forgets the old times', () => {
    const store = new ConnectivityStore();
    store.setOnline(false);
    store.answered(2_000, 10_000);
    store.setOnline(false);
    expect(store.refreshes).toBe(0);
    store.setOnline(true);
    expect(store.refreshes).toBe(1);
    expect(store.offline).toBe(false);
    expect(store.asOf).toBeNull();
    store.setOnline(true);
    expect(store.refreshes).toBe(1);
  });

  it('reloads the screens when the network answers again after kept answers, at most once a minute', () => {
    const store = new ConnectivityStore();
    store.answered(1_000, 100_000);
    store.answered(null, 101_000);
    expect(store.refreshes).toBe(1);
    expect(store.offline).toBe(false);
    // A host that keeps failing while another answers: the note comes and goes, the screens stay.
    store.answered(1_000, 102_000);
    store.answered(null, 103_000);
    expect(store.offline).toBe(false);
    expect(store.refreshes).toBe(1);
    store.answered(1_000, 170_000);
    store.answered(null, 171_000);
    expect(store.refreshes).toBe(2);
    // Network answers with nothing kept before change nothing.
    store.answered(null, 300_000);
    expect(store.refreshes).toBe(2);
  });

  it('counts the writes under way', () => {
    const store = new ConnectivityStore();
    store.writeStarted();
    store.writeStarted();
    store.writeEnded();
    expect(store.writesInFlight).toBe(1);
    store.writeEnded();
    store.writeEnded();
    expect(store.writesInFlight).toBe(0);
  });
});
