/**
 * One request at a time per origin, with at least `delayMs` between the end of one request and the start of the
 * next. Politeness lives here so that every caller (adapters, detection, robots.txt) shares the same budget.
 */
export class HostGate {
  private tail: Promise<unknown> = Promise.resolve();
  private nextAt = 0;

  constructor(
    public delayMs: number,
    private readonly sleep: (ms: number) => Promise<void>,
    private readonly now: () => number = Date.now,
  ) {}

  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(async () => {
      const wait = this.nextAt - this.now();
      if (wait > 0) await this.sleep(wait);
      try {
        return await fn();
      } finally {
        this.nextAt = Math.max(this.nextAt, this.now() + this.delayMs);
      }
    });
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** A server asked us to back off (429/503 Retry-After): nobody talks to this host before then. */
  pushBack(ms: number): void {
    this.nextAt = Math.max(this.nextAt, this.now() + ms);
  }
}
