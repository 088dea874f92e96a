/**
 * The rendered pages, most recently used first, each valid for one content version: a change of
 * the content drops them all at once. Bounded, since any query string makes a new key.
 */
export class PageCache<T> {
  private readonly entries = new Map<string, { version: unknown; value: T }>();
  private readonly inFlight = new Map<string, Promise<T>>();

  constructor(private readonly maxEntries: number) {}

  /** The cached value for `key` at `version`, or the one `make` gives (shared by simultaneous callers). */
  async get(key: string, version: unknown, make: () => Promise<T>, cacheable: (value: T) => boolean): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && entry.version === version) {
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    const flightKey = `${String(version)}\u0000${key}`;
    const pending = this.inFlight.get(flightKey);
    if (pending) return pending;
    const made = make().finally(() => this.inFlight.delete(flightKey));
    this.inFlight.set(flightKey, made);
    const value = await made;
    if (cacheable(value)) {
      this.entries.delete(key);
      this.entries.set(key, { version, value });
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
