import type { Container, Newable } from 'inversify';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/** A screen's view-model: attach/detach are safe to run twice (StrictMode mounts effects twice). */
export interface ViewModel<P = void> {
  attach(params: P): void;
  detach(): void;
}

const ContainerContext = createContext<Container | null>(null);

export function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
}

/**
 * The only UI code that touches the container: gets a view-model (one per mounted screen), attaches it
 * with the screen's params and detaches it on unmount.
 */
export function useViewModel<P, V extends ViewModel<P>>(type: Newable<V>, params: P): V {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useViewModel outside ContainerProvider');
  const [vm] = useState(() => container.get(type));
  const key = JSON.stringify(params ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: params are compared by value through `key`
  useEffect(() => {
    vm.attach(params);
    return () => vm.detach();
  }, [vm, key]);
  return vm;
}
