import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FatalScrapeError, NonRetryableScrapeError, classifyError } from '../errors.js';
import { createFetcher, parseRetryAfter, type FetcherOptions } from './fetcher.js';
import { buildRobotsPolicy } from './robots.js';
import { classifyAddress } from './ssrf.js';

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;

const UA = 'PerRoundBot/1.0 (+https://perround.ca/bot; test)';
let server: http.Server;
let base: string;
let routes: Map<string, Handler>;
let hits: Array<{ path: string; ua: string | undefined; host: string | undefined; start: number; end?: number }>;

function route(path: string, h: Handler) {
  routes.set(path, h);
}

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const entry = {
      path: req.url ?? '',
      ua: req.headers['user-agent'],
      host: req.headers.host,
      start: Date.now(),
    } as (typeof hits)[number];
    hits.push(entry);
    res.on('finish', () => (entry.end = Date.now()));
    const h = routes.get(req.url ?? '') ?? routes.get((req.url ?? '').split('?')[0]);
    if (h) h(req, res);
    else {
      res.statusCode = 404;
      res.end('not found');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  routes = new Map();
  hits = [];
  route('/robots.txt', (_q, s) => {
    s.setHeader('content-type', 'text/plain');
    s.end('User-agent: *\nDisallow:\n');
  });
});

const fetcherWith = (o: Partial<FetcherOptions> = {}) =>
  createFetcher({ userAgent: UA, allowPrivateNetworks: true, minDelayMs: 5, retryBaseDelayMs: 5, maxRetries: 2, ...o });

async function rejection(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (e) {
    return e as Error;
  }
  throw new Error('expected a rejection');
}

describe('fetcher basics', () => {
  it('sends the honest User-Agent and fetches robots.txt once per origin', async () => {
    route('/a', (_q, s) => s.end('A'));
    route('/b', (_q, s) => s.end('B'));
    const f = fetcherWith();
    expect((await f.get(`${base}/a`)).body).toBe('A');
    expect((await f.get(`${base}/b`)).body).toBe('B');
    expect(hits.map((h) => h.path)).toEqual(['/robots.txt', '/a', '/b']);
    expect(hits.every((h) => h.ua === UA)).toBe(true);
  });

  it('decodes gzip and brotli bodies', async () => {
    route('/gz', (_q, s) => {
      s.setHeader('content-encoding', 'gzip');
      s.end(gzipSync('{"ok":"gzip"}'));
    });
    route('/br', (_q, s) => {
      s.setHeader('content-encoding', 'br');
      s.end(brotliCompressSync('{"ok":"br"}'));
    });
    const f = fetcherWith();
    expect(JSON.parse((await f.get(`${base}/gz`)).body)).toEqual({ ok: 'gzip' });
    expect(JSON.parse((await f.get(`${base}/br`)).body)).toEqual({ ok: 'br' });
  });

  it('honours the charset from the header, then from <meta>, else UTF-8', async () => {
    const cafe1252 = Buffer.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x80]); // "Café €" in windows-1252
    route('/hdr', (_q, s) => {
      s.setHeader('content-type', 'text/html; charset=windows-1252');
      s.end(cafe1252);
    });
    route('/meta', (_q, s) => {
      s.setHeader('content-type', 'text/html');
      s.end(
        Buffer.concat([
          Buffer.from('<html><head><meta charset="iso-8859-1"></head><body>'),
          Buffer.from([0x50, 0xe2, 0x74, 0xe9]),
          Buffer.from('</body>'),
        ]),
      );
    });
    route('/utf8', (_q, s) => s.end(Buffer.from('Montréal 9×19', 'utf8')));
    const f = fetcherWith();
    expect((await f.get(`${base}/hdr`)).body).toBe('Café €');
    expect((await f.get(`${base}/meta`)).body).toContain('Pâté');
    expect((await f.get(`${base}/utf8`)).body).toBe('Montréal 9×19');
  });

  it('turns 404 into a non-retryable error without retrying', async () => {
    const f = fetcherWith();
    const e = await rejection(f.get(`${base}/missing`));
    expect(e).toBeInstanceOf(NonRetryableScrapeError);
    expect((e as NonRetryableScrapeError).status).toBe(404);
    expect(hits.filter((h) => h.path === '/missing')).toHaveLength(1);
  });
});

describe('size cap and timeouts', () => {
  it('refuses a body over the cap (declared, streamed and decompressed)', async () => {
    route('/declared', (_q, s) => {
      s.setHeader('content-length', '5000');
      s.end('x'.repeat(5000));
    });
    route('/chunked', (_q, s) => {
      s.write('x'.repeat(800));
      s.write('x'.repeat(800));
      s.end('x'.repeat(800));
    });
    route('/bomb', (_q, s) => {
      s.setHeader('content-encoding', 'gzip');
      s.end(gzipSync(Buffer.alloc(200_000)));
    });
    const f = fetcherWith({ maxBytes: 1024 });
    for (const p of ['/declared', '/chunked', '/bomb']) {
      const e = await rejection(f.get(`${base}${p}`));
      expect(e, p).toBeInstanceOf(FatalScrapeError);
      expect((e as FatalScrapeError).code, p).toBe('too_large');
    }
  });

  it('times out a response that never finishes, retrying before giving up', async () => {
    route('/hang', (_q, s) => {
      s.write('partial');
    });
    const f = fetcherWith({ totalTimeoutMs: 150, maxRetries: 1 });
    const e = await rejection(f.get(`${base}/hang`));
    expect(e).toBeInstanceOf(FatalScrapeError);
    expect((e as FatalScrapeError).code).toBe('timeout');
    expect(hits.filter((h) => h.path === '/hang')).toHaveLength(2);
  });
});

describe('redirects and the SSRF guard', () => {
  it('follows up to 5 redirects and refuses the 6th', async () => {
    for (let i = 0; i < 7; i++) {
      route(`/r${i}`, (_q, s) => {
        s.statusCode = 302;
        s.setHeader('location', `/r${i + 1}`);
        s.end();
      });
    }
    route('/r5', (_q, s) => s.end('landed'));
    const f = fetcherWith();
    const ok = await f.get(`${base}/r0`);
    expect(ok.body).toBe('landed');
    expect(ok.url).toBe(`${base}/r5`);
    route('/r5', (_q, s) => {
      s.statusCode = 301;
      s.setHeader('location', '/r6');
      s.end();
    });
    route('/r6', (_q, s) => s.end('too far'));
    const e = await rejection(f.get(`${base}/r0`));
    expect((e as FatalScrapeError).code).toBe('too_many_redirects');
  });

  it('refuses a redirect to the cloud metadata address even when private networks are allowed', async () => {
    route('/to-metadata', (_q, s) => {
      s.statusCode = 302;
      s.setHeader('location', 'http://169.254.169.254/latest/meta-data/');
      s.end();
    });
    const f = fetcherWith();
    const e = await rejection(f.get(`${base}/to-metadata`));
    expect(e).toBeInstanceOf(FatalScrapeError);
    expect((e as FatalScrapeError).code).toBe('ssrf_refused');
    expect(classifyError(e)).toBe('fatal');
  });

  it('refuses loopback when private networks are not allowed, before any request', async () => {
    const f = fetcherWith({ allowPrivateNetworks: false });
    const e = await rejection(f.get(`${base}/a`));
    expect((e as FatalScrapeError).code).toBe('ssrf_refused');
    expect(hits).toHaveLength(0);
    expect(f.stats.requests).toBe(0);
  });

  it('refuses non-http schemes and names resolving to any disallowed address', async () => {
    const f = fetcherWith({
      allowPrivateNetworks: false,
      resolver: async (h) =>
        h === 'mixed.example'
          ? [
              { address: '93.184.216.34', family: 4 },
              { address: '10.0.0.7', family: 4 },
            ]
          : [{ address: '127.0.0.1', family: 4 }],
    });
    expect(((await rejection(f.get('file:///etc/passwd'))) as FatalScrapeError).code).toBe('ssrf_refused');
    expect(((await rejection(f.get('http://mixed.example/'))) as FatalScrapeError).code).toBe('ssrf_refused');
    expect(((await rejection(f.get('http://sneaky.example/'))) as FatalScrapeError).code).toBe('ssrf_refused');
  });

  it('connects to the address it checked, keeping the Host name', async () => {
    route('/pinned', (q, s) => s.end(`host=${q.headers.host}`));
    const port = (server.address() as AddressInfo).port;
    const f = fetcherWith({ resolver: async () => [{ address: '127.0.0.1', family: 4 }] });
    const r = await f.get(`http://shop.perround.test:${port}/pinned`);
    expect(r.body).toBe(`host=shop.perround.test:${port}`);
  });

  it('classifies addresses', () => {
    expect(classifyAddress('169.254.169.254')).toBe('blocked');
    expect(classifyAddress('fd00:ec2::254')).toBe('blocked');
    expect(classifyAddress('fe80::1')).toBe('blocked');
    expect(classifyAddress('0.0.0.0')).toBe('blocked');
    expect(classifyAddress('224.0.0.1')).toBe('blocked');
    expect(classifyAddress('::ffff:169.254.169.254')).toBe('blocked');
    expect(classifyAddress('127.0.0.1')).toBe('private');
    expect(classifyAddress('::1')).toBe('private');
    expect(classifyAddress('::ffff:127.0.0.1')).toBe('private');
    expect(classifyAddress('10.1.2.3')).toBe('private');
    expect(classifyAddress('172.31.0.1')).toBe('private');
    expect(classifyAddress('192.168.1.1')).toBe('private');
    expect(classifyAddress('100.64.0.1')).toBe('private');
    expect(classifyAddress('fc00::1')).toBe('private');
    expect(classifyAddress('8.8.8.8')).toBe('public');
    expect(classifyAddress('2607:f8b0::1')).toBe('public');
    expect(classifyAddress('not-an-ip')).toBe('blocked');
  });

  it('attack replay: documentation, NAT64, 6to4, IPv4-compatible and site-local addresses are refused', async () => {
    const refused = [
      '192.0.2.10',
      '198.51.100.7',
      '203.0.113.200',
      '198.18.0.1',
      '192.88.99.1',
      '255.255.255.255',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b::7f00:1',
      '64:ff9b:1::1',
      '2002:a9fe:a9fe::1',
      '2002:7f00:1::1',
      '::169.254.169.254',
      '::127.0.0.1',
      '::a00:1',
      'fec0::1',
      '2001:db8::1',
      '2001::1',
      '100::1',
      '::ffff:192.0.2.1',
    ];
    for (const address of refused) expect([address, classifyAddress(address)]).toEqual([address, 'blocked']);
    const f = fetcherWith({
      allowPrivateNetworks: true,
      resolver: async () => [{ address: '64:ff9b::7f00:1', family: 6 }],
    });
    const e = (await rejection(f.get('http://nat64.example/'))) as FatalScrapeError;
    expect(e.code).toBe('ssrf_refused');
    // The text names the host, not the address it resolved to (no map of the inside network).
    expect(e.message).toBe('Refused to connect to nat64.example: not a public address');
  });

  it('says the same for a closed port and a host that does not answer (no port scanner)', async () => {
    const closed = (await rejection(fetcherWith({ maxRetries: 0 }).get('http://127.0.0.1:1/'))) as Error;
    expect(closed.message).toContain('Could not connect to 127.0.0.1:1');
    expect(closed.message).not.toMatch(/ECONNREFUSED|refused/i);
  });
});

describe('retries, 429 and 5xx', () => {
  it('retries 5xx and then succeeds', async () => {
    let n = 0;
    route('/flaky', (_q, s) => {
      n++;
      s.statusCode = n < 3 ? 503 : 200;
      s.end(n < 3 ? 'busy' : 'ok');
    });
    const f = fetcherWith({ maxRetries: 3 });
    expect((await f.get(`${base}/flaky`)).body).toBe('ok');
    expect(n).toBe(3);
  });

  it('gives up on repeated 5xx with a fatal error', async () => {
    route('/down', (_q, s) => {
      s.statusCode = 500;
      s.end();
    });
    const f = fetcherWith({ maxRetries: 2 });
    const e = await rejection(f.get(`${base}/down`));
    expect(e).toBeInstanceOf(FatalScrapeError);
    expect((e as FatalScrapeError).code).toBe('server_error');
    expect(hits.filter((h) => h.path === '/down')).toHaveLength(3);
  });

  it('waits the Retry-After of a 429 (capped) before retrying', async () => {
    let n = 0;
    route('/limited', (_q, s) => {
      n++;
      if (n === 1) {
        s.statusCode = 429;
        s.setHeader('retry-after', '3');
        s.end();
      } else s.end('served');
    });
    const sleeps: number[] = [];
    const f = fetcherWith({ sleep: async (ms) => void sleeps.push(ms), maxRetryAfterMs: 60_000 });
    expect((await f.get(`${base}/limited`)).body).toBe('served');
    expect(sleeps.some((ms) => ms >= 2900 && ms <= 3000)).toBe(true);

    n = 0;
    route('/limited', (_q, s) => {
      n++;
      if (n === 1) {
        s.statusCode = 429;
        s.setHeader('retry-after', '86400');
        s.end();
      } else s.end('served');
    });
    const capped: number[] = [];
    const g = fetcherWith({ sleep: async (ms) => void capped.push(ms), maxRetryAfterMs: 60_000 });
    await g.get(`${base}/limited`);
    expect(Math.max(...capped)).toBeLessThanOrEqual(60_000);
    expect(capped).toContain(60_000);
  });

  it('parses Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('garbage', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
});

describe('robots.txt and politeness', () => {
  it('obeys Disallow for its group and never requests the disallowed URL', async () => {
    route('/robots.txt', (_q, s) =>
      s.end('User-agent: *\nDisallow: /\n\nUser-agent: PerRoundBot\nDisallow: /private\nAllow: /private/ok$\n'),
    );
    route('/private/secret', (_q, s) => s.end('secret'));
    route('/private/ok', (_q, s) => s.end('fine'));
    route('/public', (_q, s) => s.end('public'));
    const f = fetcherWith();
    expect((await f.get(`${base}/public`)).body).toBe('public');
    expect((await f.get(`${base}/private/ok`)).body).toBe('fine');
    const e = await rejection(f.get(`${base}/private/secret`));
    expect((e as FatalScrapeError).code).toBe('robots_disallowed');
    expect(hits.some((h) => h.path === '/private/secret')).toBe(false);
  });

  it('serves /robots.txt from its cache (for Sitemap lines) and treats a missing robots.txt as allow-all', async () => {
    route('/robots.txt', (_q, s) => s.end('User-agent: *\nAllow: /\nSitemap: /sitemap.xml\n'));
    const f = fetcherWith();
    expect((await f.get(`${base}/robots.txt`)).body).toContain('Sitemap');
    expect(hits.filter((h) => h.path === '/robots.txt')).toHaveLength(1);
    routes.delete('/robots.txt');
    route('/x', (_q, s) => s.end('x'));
    const g = fetcherWith();
    expect((await g.get(`${base}/x`)).body).toBe('x');
  });

  it('treats an unreachable robots.txt (5xx) as disallow for the run', async () => {
    route('/robots.txt', (_q, s) => {
      s.statusCode = 503;
      s.end();
    });
    route('/x', (_q, s) => s.end('x'));
    const f = fetcherWith({ maxRetries: 1 });
    const e = await rejection(f.get(`${base}/x`));
    expect((e as FatalScrapeError).code).toBe('robots_unavailable');
    expect(hits.some((h) => h.path === '/x')).toBe(false);
  });

  it('serialises requests per host with the minimum delay, raised by Crawl-delay', async () => {
    route('/robots.txt', (_q, s) => s.end('User-agent: *\nCrawl-delay: 0.2\n'));
    let inFlight = 0;
    let maxInFlight = 0;
    for (let i = 0; i < 4; i++) {
      route(`/p${i}`, (_q, s) => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        setTimeout(() => {
          inFlight--;
          s.end(`p${i}`);
        }, 20);
      });
    }
    const f = fetcherWith({ minDelayMs: 50 });
    const bodies = await Promise.all([0, 1, 2, 3].map((i) => f.get(`${base}/p${i}`).then((r) => r.body)));
    expect(bodies).toEqual(['p0', 'p1', 'p2', 'p3']);
    expect(maxInFlight).toBe(1);
    const pages = hits.filter((h) => h.path.startsWith('/p'));
    for (let i = 1; i < pages.length; i++) {
      // Crawl-delay 0.2 s beats the 50 ms minimum; lower bounds only (never flaky on a slow machine).
      expect(pages[i].start - (pages[i - 1].end ?? pages[i - 1].start)).toBeGreaterThanOrEqual(180);
    }
  });

  it('matches robots rules by longest pattern, with * and $', () => {
    const p = buildRobotsPolicy(
      [
        'User-agent: *',
        'Disallow: /*?sort_by=',
        'Disallow: /cart',
        'Allow: /cart/public',
        'Disallow: /*.pdf$',
        'Sitemap: https://x.ca/sitemap.xml',
      ].join('\n'),
      UA,
    );
    expect(p.isAllowed('/collections/ammo')).toBe(true);
    expect(p.isAllowed('/collections/ammo?sort_by=price')).toBe(false);
    expect(p.isAllowed('/cart/items')).toBe(false);
    expect(p.isAllowed('/cart/public/x')).toBe(true);
    expect(p.isAllowed('/manual.pdf')).toBe(false);
    expect(p.isAllowed('/manual.pdf?x=1')).toBe(true);
    expect(p.sitemaps).toEqual(['https://x.ca/sitemap.xml']);
    const specific = buildRobotsPolicy(
      'User-agent: *\nDisallow: /\n\nUser-agent: perroundbot\nUser-agent: otherbot\nDisallow: /admin\nCrawl-delay: 5\n',
      UA,
    );
    expect(specific.isAllowed('/products.json')).toBe(true);
    expect(specific.isAllowed('/admin/x')).toBe(false);
    expect(specific.crawlDelaySeconds).toBe(5);
    expect(buildRobotsPolicy('User-agent: GoogleBot\nDisallow: /\n', UA).isAllowed('/x')).toBe(true);
  });
});
