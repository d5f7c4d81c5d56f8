/**
 * npm run --silent extract -- FILE --url PAGE_URL [--platform ID]
 * The pure parsing path on one saved page or API response: the detected platform on stderr, one JSON object per
 * offer on stdout. Reads nothing from the network and writes nothing else.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { describeScrapeError } from '../src/pipeline/errors.js';
import {
  EXTRACT_PLATFORMS,
  extractLine,
  extractOffers,
  type ExtractPlatform,
} from '../src/pipeline/adapters/extract.js';

const HELP = `Usage: npm run --silent extract -- FILE --url PAGE_URL [--platform ID]

Reads a saved storefront page or API response (FILE) as served at PAGE_URL and prints one JSON object per offer:
  {"title","priceCents","regularPriceCents","currency","stockStatus","url","sku","gtin"}
The detected platform and reader go to stderr. Every currency is kept. Exit 1 when the document is a
bot-protection page or yields no offer (never a silent zero), 2 on bad arguments.

  --url URL        the URL the document was served at (relative links resolve against it)
  --platform ID    read as ${EXTRACT_PLATFORMS.join(' | ')} instead of detecting
  -h, --help       this text`;

function fail(message: string, code: number): never {
  process.stderr.write(`extract: ${message}\n`);
  process.exit(code);
}

function args(): { file: string; url: string; platform?: ExtractPlatform } {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      options: { url: { type: 'string' }, platform: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (e) {
    fail(`${(e as Error).message.split('\n')[0]} (see --help)`, 2);
  }
  if (parsed.values.help) {
    process.stdout.write(`${HELP}\n`);
    process.exit(0);
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length) fail('give exactly one FILE (see --help)', 2);
  const url = parsed.values.url;
  if (!url || !/^https?:\/\/[^/]/i.test(url) || !URL.canParse(url))
    fail('--url must be the http(s) URL the document was served at', 2);
  const platform = parsed.values.platform;
  if (platform !== undefined && !(EXTRACT_PLATFORMS as readonly string[]).includes(platform))
    fail(`unknown --platform ${platform}: one of ${EXTRACT_PLATFORMS.join(', ')}`, 2);
  return { file, url, platform: platform as ExtractPlatform | undefined };
}

const { file, url, platform } = args();
let body: string;
try {
  body = readFileSync(file, 'utf8');
} catch (e) {
  fail(`cannot read ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, 2);
}
try {
  const result = extractOffers(body, url, platform);
  const unreadable = result.unreadable ? `, ${result.unreadable} unreadable (no title, price or link)` : '';
  process.stderr.write(
    `platform: ${result.platform} (${result.reader}), ${result.offers.length} offers${unreadable}\n`,
  );
  process.stdout.write(result.offers.map((o) => JSON.stringify(extractLine(o))).join('\n') + '\n');
} catch (e) {
  fail(describeScrapeError(e).replace(/\s+/g, ' '), 1);
}
