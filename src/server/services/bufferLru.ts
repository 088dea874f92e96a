/**
 * Buffers by key, bounded by their total bytes, least recently used out first. A buffer larger than
 * `maxEntryBytes` is not kept: one big file must not push out many small ones.
 */
export class BufferLru<V extends { data: Buffer }> {
  // A Map keeps insertion order: a hit moves its key to the end, so the first key is the oldest.
  readonly #entries = new Map<string, V>();
  #bytes = 0;

  constructor(
    readonly maxBytes: number,
    readonly maxEntryBytes: number = maxBytes / 16,
  ) {}

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    if (value.data.length > this.maxEntryBytes) return;
    this.#entries.set(key, value);
    this.#bytes += value.data.length;
    for (const [oldest, kept] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= kept.data.length;
    }
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= value.data.length;
  }
}
