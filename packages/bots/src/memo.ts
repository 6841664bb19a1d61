/** A Map or a WeakMap: WeakMaps key the tables of a card profile, so they go with it. */
interface Cache<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): unknown;
}

/** The value kept under `key`, computed on the first call. */
export function cached<K, V>(cache: Cache<K, V>, key: K, compute: () => V): V {
  const known = cache.get(key);
  if (known !== undefined) return known;
  const value = compute();
  cache.set(key, value);
  return value;
}

/** The value kept under two keys (a map per first key), computed on the first call. */
export function cachedTwice<K1, K2, V>(
  cache: Cache<K1, Map<K2, V>>,
  first: K1,
  second: K2,
  compute: () => V,
): V {
  return cached(
    cached(cache, first, () => new Map<K2, V>()),
    second,
    compute,
  );
}
