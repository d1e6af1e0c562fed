/** An async loader memoised per key: one load in flight or done per key; a failed load is forgotten. */
export interface MemoisedLoader<K, V> {
  (key: K): Promise<V>;
  /** Forget every loaded value (live preview, tests). */
  clear(): void;
}

/** Memoise `load` by key, so a build that asks many times pays once. */
export function memoiseLoader<K, V>(load: (key: K) => Promise<V>): MemoisedLoader<K, V> {
  const cache = new Map<K, Promise<V>>();
  const get = (key: K): Promise<V> => {
    let value = cache.get(key);
    if (!value) {
      value = load(key);
      cache.set(key, value);
      value.catch(() => cache.delete(key));
    }
    return value;
  };
  return Object.assign(get, { clear: () => cache.clear() });
}
