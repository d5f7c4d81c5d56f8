import type { Logger } from 'pino';

const MB = 1024 * 1024;

/** process.memoryUsage() in whole MB: where a process's resident memory sits (V8 heap, buffers, the rest). */
export function memoryInMb() {
  const usage = process.memoryUsage();
  return {
    rss: Math.round(usage.rss / MB),
    heapTotal: Math.round(usage.heapTotal / MB),
    heapUsed: Math.round(usage.heapUsed / MB),
    external: Math.round(usage.external / MB),
    arrayBuffers: Math.round(usage.arrayBuffers / MB),
  };
}

/**
 * MEMORY_LOG_SECONDS > 0: one info line with memoryInMb() every so many seconds (off by default). RSS alone does
 * not say whether the V8 heap, Buffers or native memory (zlib, malloc arenas) grew; bench:load turns it on.
 */
export function startMemoryLog(log: Logger, seconds: number) {
  if (seconds > 0) setInterval(() => log.info({ memoryMb: memoryInMb() }, 'memory'), seconds * 1000).unref();
}
