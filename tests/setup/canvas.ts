/**
 * jsdom has no canvas: `getContext` answers null. nutui's bundle (loaded when a component test shows a
 * toast) draws on a canvas as it loads, and would fail with an unhandled rejection whenever its import
 * finished before the test did. Under jsdom, a 2D context whose every method does nothing stands in.
 */
if (typeof HTMLCanvasElement !== 'undefined') {
  const inert: CanvasRenderingContext2D = new Proxy({} as CanvasRenderingContext2D, {
    get: (target, key) => (key in target ? target[key as keyof typeof target] : () => undefined),
    set: (target, key, value) => Reflect.set(target, key, value),
  });
  HTMLCanvasElement.prototype.getContext = (() =>
    inert) as unknown as typeof HTMLCanvasElement.prototype.getContext;
}
