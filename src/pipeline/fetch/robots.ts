/**
 * robots.txt (RFC 9309) parsing and matching. Groups are chosen by the most specific User-agent token matching our
 * product token, else `*`; within the group the longest matching Allow/Disallow pattern wins (Allow on ties);
 * `*` matches any run of characters and a trailing `$` anchors the end. Crawl-delay (seconds) is honoured as a
 * per-host delay floor.
 */
export interface RobotsRule {
  allow: boolean;
  pattern: string;
  regex: RegExp;
  /** Specificity = pattern length, as RFC 9309 measures it. */
  length: number;
}

export interface RobotsGroup {
  agents: string[];
  rules: RobotsRule[];
  crawlDelaySeconds: number | null;
}

export interface RobotsPolicy {
  isAllowed(pathAndQuery: string): boolean;
  crawlDelaySeconds: number | null;
  sitemaps: string[];
}

function compilePattern(pattern: string): RegExp {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const escaped = body
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${escaped}${anchored ? '$' : ''}`);
}

/** Decodes unreserved percent-escapes so `/a%2Db` and `/a-b` compare equal, without touching reserved ones. */
function normalisePath(p: string): string {
  return p.replace(/%([0-9a-f]{2})/gi, (m, hex: string) => {
    const ch = String.fromCharCode(parseInt(hex, 16));
    return /[A-Za-z0-9\-._~]/.test(ch) ? ch : m.toUpperCase();
  });
}

export function parseRobotsTxt(text: string): { groups: RobotsGroup[]; sitemaps: string[] } {
  const groups: RobotsGroup[] = [];
  const sitemaps: string[] = [];
  let current: RobotsGroup | null = null;
  let lastWasAgent = false;
  for (const rawLine of text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    if (!line) continue;
    const idx = line.indexOf(':');
    if (idx < 0) continue;
    const key = line.slice(0, idx).trim().toLowerCase();
    const value = line.slice(idx + 1).trim();
    if (key === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [], crawlDelaySeconds: null };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    if (key === 'sitemap') {
      if (value) sitemaps.push(value);
      continue;
    }
    lastWasAgent = false;
    if (!current) continue;
    if (key === 'allow' || key === 'disallow') {
      if (!value) continue; // an empty Disallow allows everything: no rule needed
      const pattern = normalisePath(value);
      current.rules.push({ allow: key === 'allow', pattern, regex: compilePattern(pattern), length: pattern.length });
    } else if (key === 'crawl-delay') {
      const n = Number(value);
      if (Number.isFinite(n) && n >= 0) current.crawlDelaySeconds = n;
    }
  }
  return { groups, sitemaps };
}

/** The product token of a User-Agent string: `PerRoundBot/1.0 (+https://...)` → `perroundbot`. */
export function productToken(userAgent: string): string {
  return (userAgent.trim().split(/[\s/]/)[0] ?? '').toLowerCase();
}

export function buildRobotsPolicy(text: string, userAgent: string): RobotsPolicy {
  const { groups, sitemaps } = parseRobotsTxt(text);
  const token = productToken(userAgent);
  let best: RobotsGroup[] = [];
  let bestLen = -1;
  for (const g of groups) {
    for (const agent of g.agents) {
      if (agent !== '*' && token && (token === agent || token.startsWith(agent))) {
        if (agent.length > bestLen) {
          best = [g];
          bestLen = agent.length;
        } else if (agent.length === bestLen && !best.includes(g)) {
          best.push(g);
        }
      }
    }
  }
  if (best.length === 0) best = groups.filter((g) => g.agents.includes('*'));
  const rules = best.flatMap((g) => g.rules);
  const delays = best.map((g) => g.crawlDelaySeconds).filter((d): d is number => d !== null);
  return {
    sitemaps,
    crawlDelaySeconds: delays.length ? Math.max(...delays) : null,
    isAllowed(pathAndQuery: string) {
      const path = normalisePath(pathAndQuery || '/');
      if (path === '/robots.txt') return true;
      let winner: RobotsRule | null = null;
      for (const r of rules) {
        if (!r.regex.test(path)) continue;
        if (!winner || r.length > winner.length || (r.length === winner.length && r.allow && !winner.allow)) winner = r;
      }
      return winner ? winner.allow : true;
    },
  };
}

export const ALLOW_ALL: RobotsPolicy = { isAllowed: () => true, crawlDelaySeconds: null, sitemaps: [] };
