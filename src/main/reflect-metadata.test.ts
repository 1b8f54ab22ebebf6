import { Container, inject, injectable, injectFromBase } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import { reflectMetadata } from './reflect-metadata';

/** Routes Inversify's Reflect calls to the small implementation for one test (the setup installs the full one). */
function useSmallReflect(): void {
  vi.spyOn(Reflect, 'defineMetadata').mockImplementation(reflectMetadata.defineMetadata);
  vi.spyOn(Reflect, 'getOwnMetadata').mockImplementation(reflectMetadata.getOwnMetadata);
  vi.spyOn(Reflect, 'getMetadata').mockImplementation(reflectMetadata.getMetadata);
}

describe('the Reflect metadata the browser entry installs', () => {
  it('keeps metadata per object and property, own and inherited, as reflect-metadata does', () => {
    class Base {}
    class Derived extends Base {}
    const key = Symbol('key');
    reflectMetadata.defineMetadata(key, 'base', Base);
    reflectMetadata.defineMetadata(key, 'method', Base.prototype, 'run');
    for (const api of [reflectMetadata, Reflect]) {
      if (api === Reflect) {
        Reflect.defineMetadata(key, 'base', Base);
        Reflect.defineMetadata(key, 'method', Base.prototype, 'run');
      }
      expect(api.getOwnMetadata(key, Base)).toBe('base');
      expect(api.getOwnMetadata(key, Derived)).toBeUndefined();
      expect(api.getMetadata(key, Derived)).toBe('base');
      expect(api.getOwnMetadata(key, Base.prototype, 'run')).toBe('method');
      expect(api.getOwnMetadata(key, Base.prototype)).toBeUndefined();
      expect(api.getMetadata(key, Derived.prototype, 'run')).toBe('method');
      expect(api.getMetadata(Symbol('other'), Derived)).toBeUndefined();
    }
  });

  it('is enough for Inversify: tokens, scopes and a subclass of an injectable class', () => {
    useSmallReflect();
    const Name = Symbol.for('Name');
    @injectable()
    class Greeter {
      constructor(@inject(Name) readonly name: string) {}
    }
    @injectable()
    @injectFromBase()
    class LoudGreeter extends Greeter {}
    @injectable()
    class Door {
      constructor(@inject(Greeter) readonly greeter: Greeter) {}
    }
    const container = new Container({ defaultScope: 'Transient' });
    container.bind(Name).toConstantValue('Ada');
    container.bind(Greeter).toSelf().inSingletonScope();
    container.bind(LoudGreeter).toSelf();
    container.bind(Door).toSelf();
    expect(container.get(Door).greeter).toBe(container.get(Greeter));
    expect(container.get(Door)).not.toBe(container.get(Door));
    expect(container.get(LoudGreeter).name).toBe('Ada');
    expect(Reflect.getOwnMetadata).toHaveBeenCalled();
  });
});
