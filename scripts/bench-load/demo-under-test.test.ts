import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lastMemoryLine } from './demo-under-test.js';

const dir = mkdtempSync(path.join(tmpdir(), 'bench-load-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const memory = (pid: number, rss: number) => JSON.stringify({ level: 30, pid, memoryMb: { rss }, msg: 'memory' });
const request = (pid: number, n: number) =>
  JSON.stringify({ level: 30, pid, reqId: `r${n}`, msg: 'request completed' });

describe('lastMemoryLine', () => {
  it("finds the web's last memory line behind many request lines, across chunk boundaries", () => {
    const lines = [memory(7, 100), memory(8, 900), memory(7, 150)];
    for (let n = 0; n < 500; n += 1) lines.push(request(7, n));
    lines.push(memory(8, 999));
    const file = path.join(dir, 'run.log');
    writeFileSync(file, `${lines.join('\n')}\n`);
    for (const chunk of [37, 1000, 1 << 20]) expect(lastMemoryLine(file, 7, chunk)).toEqual({ rss: 150 });
    expect(lastMemoryLine(file, 8, 37)).toEqual({ rss: 999 });
  });

  it('is null when the process logged no memory line', () => {
    const file = path.join(dir, 'none.log');
    writeFileSync(file, `${request(7, 1)}\n${memory(70, 5)}\n`);
    expect(lastMemoryLine(file, 7, 16)).toBeNull();
  });
});
