/**
 * npm run design:screenshots -- [--url=http://localhost:3000]
 * Photographs / in the light and dark themes at desktop (1280 px) and phone (375 px) width into docs/ for
 * docs/design.md, with Debian's Chromium through playwright-core. Point it at a running site (npm run demo).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBench } from './bench-web/browser.js';

const DOCS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs');
const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 375, height: 812 } } as const;

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help'))
    return console.log(
      'Usage: npm run design:screenshots -- [--url=http://localhost:3000]\nWrites docs/design-{light,dark}-{desktop,phone}.png of / from a running site.',
    );
  const urlArg = args.find((a) => a.startsWith('--url='));
  if (args.some((a) => a !== urlArg)) throw new Error(`bad argument '${args.find((a) => a !== urlArg)}' (see --help)`);
  const base = (urlArg?.slice(6) ?? 'http://localhost:3000').replace(/\/+$/, '');
  if (!(await fetch(`${base}/healthz`).catch(() => null)))
    throw new Error(`nothing answers at ${base} (start the site, e.g. npm run demo)`);
  const browser = await launchBench();
  try {
    for (const theme of ['light', 'dark'] as const) {
      for (const [name, viewport] of Object.entries(SIZES)) {
        const context = await browser.newContext({ viewport, colorScheme: theme, deviceScaleFactor: 1 });
        const page = await context.newPage();
        await page.goto(base, { waitUntil: 'networkidle' });
        await page.locator('table.pr-results tbody .pr-product-name').first().waitFor();
        const file = path.join(DOCS, `design-${theme}-${name}.png`);
        await page.screenshot({ path: file });
        console.log(`wrote ${path.relative(process.cwd(), file)}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}

main().catch((err: Error) => {
  console.error(`design:screenshots: ${err.message}`);
  process.exit(1);
});
