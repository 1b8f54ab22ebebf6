import { afterEach, describe, expect, it, vi } from 'vitest';
import { day, saleDay } from '../../../../tests/fakes/fake-pledge-samples';
import { pledgeHarness } from '../../../../tests/fakes/pledge-harness';
import { settle, settleFakeTimers } from '../../../../tests/support/settle';
import { AppError } from '../../../domain/shared/app-error';

afterEach(() => {
  vi.useRealTimers();
});

describe('PledgeListVm', () => {
  it('shows the joint products with status, countdown, days left and pool shares', async () => {
    const h = pledgeHarness();
    const vm = h.list();
    vm.attach({ active: true, tab: null });
    await settle();
    expect(vm.cards.map((c) => [c.product.id, c.status])).toEqual([
      [101, 'open'],
      [102, 'open'],
      [103, 'full'],
      [104, 'ended'],
      [105, 'upcoming'],
    ]);
    const [open, , full, ended, upcoming] = vm.cards;
    expect([open?.daysLeft, open?.countdown?.days, open?.countdown?.totalSeconds]).toEqual([
      20,
      20,
      20 * 86_400,
    ]);
    expect([open?.pledgeShare.toFixed(), open?.powerShare.toFixed()]).toEqual(['0.05', '0.25']);
    expect(full?.pledgeShare.toFixed()).toBe('1');
    expect([ended?.countdown, ended?.daysLeft]).toEqual([null, 0]);
    expect(upcoming?.countdown?.totalSeconds).toBe(2 * 86_400);
    vm.detach();
  });

  it('counts down with the clock and never below zero: a product ends, one opens', async () => {
    const h = pledgeHarness();
    const vm = h.list();
    vm.attach({ active: true, tab: null });
    await settle();
    h.pass(saleDay(25) + 1500);
    vm.ticker.tick();
    const byId = new Map(vm.cards.map((c) => [c.product.id, c]));
    expect(byId.get(101)?.status).toBe('ended');
    expect(byId.get(101)?.countdown).toBeNull();
    expect(byId.get(105)?.status).toBe('open');
    // 7 days less 1.5 s: a started second counts whole.
    expect(byId.get(105)?.countdown?.totalSeconds).toBe(7 * 86_400 - 1);
    vm.detach();
  });

  it('switches to node savings and to "my savings", each loaded when shown', async () => {
    const h = pledgeHarness();
    await h.saved(101, '300');
    await h.saved(102, '200');
    const vm = h.list();
    vm.attach({ active: true, tab: 'node' });
    await settle();
    expect(vm.cards.map((c) => c.product.id)).toEqual([201, 202]);
    vm.setTab('mine');
    await settle();
    expect(vm.catalogue).toBeNull();
    expect(vm.myPositions.map((p) => [p.position.productId, p.position.status])).toEqual([
      [102, 'active'],
      [101, 'active'],
    ]);
    expect(vm.myPositions[0]?.nextIn?.totalSeconds).toBe(6);
    vm.detach();
  });

  it('reloads "my savings" once a next release is due, so the release shows without a pull', async () => {
    vi.useFakeTimers();
    const h = pledgeHarness();
    await h.saved(102, '200');
    const vm = h.list();
    vm.attach({ active: true, tab: 'mine' });
    await settleFakeTimers();
    expect(vm.myPositions[0]?.position.returned.toFixed()).toBe('0');
    h.pass(day(6));
    await vi.advanceTimersByTimeAsync(1000);
    await settleFakeTimers();
    expect(vm.myPositions[0]?.position.returned.toFixed()).toBe('40');
    expect(vm.myPositions[0]?.nextIn?.totalSeconds).toBe(6);
    expect(h.api.callsOf('positions')).toHaveLength(2);
    // Nothing else due: no more reloads.
    await vi.advanceTimersByTimeAsync(3000);
    expect(h.api.callsOf('positions')).toHaveLength(2);
    vm.detach();
  });

  it('an empty "my savings", a failed first load and a failed reload that keeps the cards', async () => {
    const h = pledgeHarness();
    const vm = h.list();
    vm.attach({ active: true, tab: 'mine' });
    await settle();
    expect(vm.positions.empty).toBe(true);
    vm.setTab('joint');
    h.api.failWith.products = new AppError('network');
    await settle();
    expect(vm.catalogue?.failedEmpty).toBe(true);
    delete h.api.failWith.products;
    await vm.refresh();
    h.api.failWith.products = new AppError('timeout');
    await vm.refresh();
    expect(vm.cards).toHaveLength(5);
    expect(vm.catalogue?.error).toMatchObject({ kind: 'timeout' });
  });

  it('ticks only while on screen, and reloads on a new visit', async () => {
    const h = pledgeHarness();
    const vm = h.list();
    vm.attach({ active: true, tab: null });
    vm.attach({ active: true, tab: null });
    await settle();
    expect(vm.ticker.running).toBe(true);
    expect(h.api.callsOf('products')).toHaveLength(1);
    vm.attach({ active: false, tab: null });
    expect(vm.ticker.running).toBe(false);
    vm.attach({ active: true, tab: null });
    await settle();
    expect(h.api.callsOf('products')).toHaveLength(2);
    vm.detach();
  });
});
