/**
 * A least-recently-used map bounded by the bytes its values take (as the caller counts them), not by their
 * number: one broad answer can weigh as much as a hundred narrow ones. A Map keeps insertion order, so a hit is
 * re-inserted at the end and the oldest entries are the first keys.
 */
export class ByteLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private total = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps the value unless it alone is over the budget; the least recently used entries make room. */
  set(key: string, value: V, bytes: number) {
    this.delete(key);
    if (bytes > this.maxBytes) return;
    for (const [oldest, entry] of this.entries) {
      if (this.total + bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.bytes;
    }
    this.entries.set(key, { value, bytes });
    this.total += bytes;
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  clear() {
    this.entries.clear();
    this.total = 0;
  }

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.total;
  }
}
