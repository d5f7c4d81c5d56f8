import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, BrowserContext } from 'playwright-core';

export type Impact = 'critical' | 'serious' | 'moderate' | 'minor';
export const IMPACTS: Impact[] = ['critical', 'serious', 'moderate', 'minor'];

export interface AxeFinding {
  route: string;
  theme: 'light' | 'dark';
  id: string;
  impact: Impact;
  nodes: number;
  help: string;
  /** A few CSS targets of offending elements, to find them. */
  targets: string[];
}

interface AxeViolation {
  id: string;
  impact: Impact | null;
  help: string;
  nodes: Array<{ target: unknown[] }>;
}

const axeSource = () => readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type SessionState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Signs in once through the REST login, when credentials are given, and returns the cookies every audited page
 * reuses (a sign-in per page and theme would run into the login rate limit of 50 per 15 minutes).
 */
async function signIn(browser: Browser, base: string, credentials: string | undefined) {
  if (!credentials) return undefined;
  const context = await browser.newContext();
  try {
    const [email, ...rest] = credentials.split(':');
    const res = await context.request.post(`${base}/api/login`, {
      data: { email, password: rest.join(':') },
      headers: { Origin: base },
    });
    if (!res.ok()) throw new Error(`BENCH_WEB_LOGIN: sign-in failed with HTTP ${res.status()}`);
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** axe-core (WCAG 2 A/AA and best practices) on one route in one theme, after the page has settled. */
async function auditRoute(
  browser: Browser,
  base: string,
  route: string,
  theme: 'light' | 'dark',
  session?: SessionState,
): Promise<AxeFinding[]> {
  // bypassCSP: the site's CSP (script-src 'self') would otherwise refuse the injected axe script.
  const context = await browser.newContext({
    colorScheme: theme,
    bypassCSP: true,
    viewport: { width: 1280, height: 900 },
    storageState: session,
  });
  try {
    const page = await context.newPage();
    await page.goto(base + route, { waitUntil: 'networkidle' });
    await page
      .locator('main, [role="main"], footer')
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => undefined);
    await page.waitForTimeout(400);
    await page.evaluate(await axeSource());
    const violations = (await page.evaluate(() =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<{ violations: unknown[] }> } }).axe
        .run(document, { resultTypes: ['violations'] })
        .then((r) => r.violations),
    )) as AxeViolation[];
    return violations.map((v) => ({
      route,
      theme,
      id: v.id,
      impact: v.impact ?? 'minor',
      nodes: v.nodes.length,
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => String(n.target.join(' '))),
    }));
  } finally {
    await context.close();
  }
}

export async function auditRoutes(
  browser: Browser,
  base: string,
  routes: string[],
  credentials?: string,
): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = [];
  const session = await signIn(browser, base, credentials);
  for (const route of routes) {
    for (const theme of ['light', 'dark'] as const)
      findings.push(...(await auditRoute(browser, base, route, theme, session)));
  }
  return findings;
}
