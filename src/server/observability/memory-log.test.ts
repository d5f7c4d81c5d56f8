import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../env.js';
import { startMemoryLog } from './memory-log.js';

function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

afterEach(() => vi.useRealTimers());

describe('MEMORY_LOG_SECONDS', () => {
  it('logs process.memoryUsage() in whole MB every so many seconds', () => {
    vi.useFakeTimers();
    const { log, lines } = capturedLogger();
    startMemoryLog(log, 5);
    vi.advanceTimersByTime(4_999);
    expect(lines).toHaveLength(0);
    vi.advanceTimersByTime(10_001);
    expect(lines).toHaveLength(3);
    const { memoryMb } = lines[2] as { memoryMb: Record<string, number> };
    expect(Object.keys(memoryMb).sort()).toEqual(['arrayBuffers', 'external', 'heapTotal', 'heapUsed', 'rss']);
    for (const mb of Object.values(memoryMb)) expect(Number.isInteger(mb)).toBe(true);
    // the process's memory really is in it: resident memory holds at least the V8 heap in use
    expect(memoryMb.rss).toBeGreaterThanOrEqual(memoryMb.heapUsed!);
    expect(lines[2]).toMatchObject({ level: 30, msg: 'memory' });
  });

  it('is off by default and at 0', () => {
    vi.useFakeTimers();
    const { log, lines } = capturedLogger();
    startMemoryLog(log, loadEnv({}).MEMORY_LOG_SECONDS);
    vi.advanceTimersByTime(3_600_000);
    expect(lines).toHaveLength(0);
  });

  it('refuses a value that is not a whole number of seconds', () => {
    expect(() => loadEnv({ MEMORY_LOG_SECONDS: 'soon' })).toThrow(/MEMORY_LOG_SECONDS/);
    expect(() => loadEnv({ MEMORY_LOG_SECONDS: '-1' })).toThrow(/MEMORY_LOG_SECONDS/);
  });
});
