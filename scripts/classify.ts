/**
 * Usage: tsx scripts/classify.ts < titles.txt
 * Reads titles one per line from stdin; writes one JSON object per line: {title, ...Classification}.
 */
import { createInterface } from 'node:readline';
import { orExit, parseCli } from '../src/cli.js';
import { classifyListing } from '../src/shared/titles/classify-listing';

orExit('classify', () =>
  parseCli(
    `
Usage: npm run --silent classify < titles.txt
Reads listing titles, one per line, on stdin; writes one JSON classification per line on stdout.`,
    {},
  ),
);

const rl = createInterface({ input: process.stdin, crlfDelay: Infinity });
const out: string[] = [];
const flush = () => {
  if (out.length) {
    process.stdout.write(out.join(''));
    out.length = 0;
  }
};
rl.on('line', (line) => {
  const title = line.replace(/\r$/, '');
  if (!title.trim()) return;
  out.push(JSON.stringify({ title, ...classifyListing({ title }) }) + '\n');
  if (out.length >= 1000) flush();
});
rl.on('close', flush);
