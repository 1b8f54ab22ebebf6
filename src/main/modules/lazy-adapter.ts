/**
 * A port whose adapter comes in its own chunk, downloaded at the first call: for the calls only a
 * logged-in user or another screen makes (their zod schemas and mappers stay out of the first load).
 * Every member of the port must be an async method; `members` names them all (the type checks that none
 * is missing). A failed download (offline) fails that call and is tried again at the next.
 */
export function lazyAdapter<T extends object>(
  load: () => Promise<T>,
  members: { readonly [K in keyof T]: true },
): T {
  let adapter: Promise<T> | null = null;
  const loaded = (): Promise<T> => {
    adapter ??= load().catch((error: unknown) => {
      adapter = null;
      throw error;
    });
    return adapter;
  };
  type Method = (...args: unknown[]) => Promise<unknown>;
  const port: Record<string, Method> = {};
  for (const member of Object.keys(members)) {
    port[member] = async (...args) => {
      const target = (await loaded()) as unknown as Record<string, Method>;
      return (target[member] as Method).apply(target, args);
    };
  }
  return port as T;
}
