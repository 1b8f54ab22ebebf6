/**
 * The three Reflect metadata calls Inversify makes (`defineMetadata`, `getOwnMetadata`, `getMetadata`;
 * `@inversifyjs/reflect-metadata-utils`), installed on `Reflect` before any `@injectable` class is
 * defined. This replaces `reflect-metadata/lite` in the browser entry: that package implements the whole
 * proposal (about 2 KB gzip of the first load) while the app needs only these, because no design-type
 * metadata is emitted (rsbuild.config.ts) and `Reflect.decorate` is never called (no `decorate()` helper).
 * Tests keep the full package (tests/setup/reflect.ts); `reflect-metadata.test.ts` holds both to the
 * same behaviour.
 */
type Key = unknown;
type Property = string | symbol | undefined;

/** Metadata of each object (a class, or a prototype), per property (`undefined`: the object itself). */
const store = new WeakMap<object, Map<Property, Map<Key, unknown>>>();

function ownMap(target: object, property: Property, create: boolean): Map<Key, unknown> | undefined {
  let properties = store.get(target);
  if (!properties) {
    if (!create) return undefined;
    properties = new Map();
    store.set(target, properties);
  }
  let entries = properties.get(property);
  if (!entries && create) {
    entries = new Map();
    properties.set(property, entries);
  }
  return entries;
}

export const reflectMetadata = {
  defineMetadata(key: Key, value: unknown, target: object, property?: Property): void {
    ownMap(target, property, true)?.set(key, value);
  },
  getOwnMetadata(key: Key, target: object, property?: Property): unknown {
    return ownMap(target, property, false)?.get(key);
  },
  /** Looks up the prototype chain too (a subclass sees its base class's metadata). */
  getMetadata(key: Key, target: object, property?: Property): unknown {
    for (let current: object | null = target; current; current = Object.getPrototypeOf(current)) {
      const entries = ownMap(current, property, false);
      if (entries?.has(key)) return entries.get(key);
    }
    return undefined;
  },
};

// A full implementation already present (tests, a host page's) is left as it is.
const reflect = Reflect as unknown as Record<string, unknown>;
if (typeof reflect.getOwnMetadata !== 'function') Object.assign(reflect, reflectMetadata);
