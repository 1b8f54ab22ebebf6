/**
 * A toast loads NutUI's toast and its styles on first use, without waiting for them
 * (src/ui/shared/components/feedback.tsx). In a component test that shows one near its end, that import could
 * still be under way when vitest tears the test file's environment down, and the run then fails with "Cannot
 * load … after the environment was torn down" (seen once under load, in trade-order-form.test.tsx). Loaded
 * here first, in every test file with a DOM, the toast's later import finds the module already there.
 */
if (typeof document !== 'undefined') await import('../../src/ui/shared/components/nutui-feedback');

export {};
