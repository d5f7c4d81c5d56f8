/**
 * One value kept for a while per process, refreshed on the first read after it expires; concurrent readers share
 * one refresh. Web processes stay stateless: a cold process just computes the value again.
 */
export function ttlCache<K, V>(ttlMs: number, load: (key: K) => Promise<V>) {
  const entries = new Map<K, { value: Promise<V>; expires: number }>();
  return {
    get(key: K): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > Date.now()) return hit.value;
      const value = load(key);
      entries.set(key, { value, expires: Date.now() + ttlMs });
      // A failed load is not cached: the next reader tries again.
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}
