/**
 * "Akkar Churchill 206 12/28", "Mossberg 500 12/28 Field", "CZ Bobwhite G2 12-28\"": Canadian stores and feeds write a shotgun's gauge and its barrel's
 * length in inches as one pair. Rewritten to "12ga 28in" so that the gauge reads as the calibre and the length as the
 * gun's; only for the lengths barrels are made in (25 and odd numbers are box counts), where the title names no other
 * calibre and nothing of a shell or a box (a "12/25" count notation sits beside a cartridge's words). Not 10 gauge:
 * "10/22" is a rifle.
 */
import type { AliasMatcher } from './alias-matcher';

// (with an inch mark, a decimal length, a chamber, a choke or a vent rib after it: "20/18.5\"", "28/28in", "12/14.375",
// "12/28/3\"", "12/28/3.5", "12/18.5/CYL", "12/24/RFL", "12/28/VR")
// (a hyphen pairs them only before an inch mark: "12-28\"", "12/18.7\"/3\""; the 13" and 14" of a Shockwave or TAC-14
// only with the inch mark or a chamber or capacity after them: "12/13\" 3\"", "12/14/4")
// (a distributor marks a magnum gauge or a multi-choke barrel with letters: "12M/28MC", "12MC/28B", "410M/26MC")
const GAUGE_BARREL_RE =
  /(?<![\w./$#-])(12|16|20|28|410(?=mc?\/))(?:mc?)?\s?(?:\/\s?|-(?=[\d.]+(?:"|in\b)))((?:18|19|20|21|22|24|26|28|30|32|34)(?:\.\d{1,3})?|14\.\d{1,3}|1[34](?="|in\b|\/\d))(?:"|in\b|mc|m|b)?(?:\/(?:(\d(?:\.\d)?)"?|[a-z]{2,5}\b))?(?![\w./%"'-]|\s*(?:rds?|rounds?|pk|ct|box|bx|cs|case)\b)/;
// a shell's or a box's words: then the pair is a count notation or a load, not a gun (a gun's capacity is no load:
// "5-Shot", "8 Rounds")
const LOAD_WORD_RE =
  /\b(?:ammo|ammunition|shells?|shotshells?|cartouches|loads?|shot(?<!single[\s-]shot|\b\d-shot)|slugs?|buck(?:shot)?|oz|gr|grains?|(?:rounds?|rds?)(?<!\b\d\s(?:rounds?|rds?))|box(?:es)?|case|dram|fps|wads?|hulls?)\b|#\s?\d|\d\s?-?\s?3\/4/;

// "cal12", "calibre.12": a French gauge glued to its word, set apart so that "calibre 12" reads as the gauge
// ("cal.12" was already split into "cal. 12" by notation.ts, which runs first)
const GLUED_FRENCH_GAUGE_RE = /\bcal(?:ibre)?\.?(?=(?:12|16|20|28|410)\b)/g;

export function rewriteGaugeBarrel(s: string, calibres: AliasMatcher): string {
  if (s.includes('cal')) s = s.replace(GLUED_FRENCH_GAUGE_RE, 'calibre ');
  if (!s.includes('/') && !s.includes('-')) return s;
  const m = GAUGE_BARREL_RE.exec(s);
  if (!m || LOAD_WORD_RE.test(s)) return s;
  const rest = s.slice(0, m.index) + ' ' + s.slice(m.index + m[0].length);
  if (calibres.findAll(rest).length > 0) return s;
  const chamber = m[3] ? ` ${m[3]}"` : '';
  return `${s.slice(0, m.index)}${m[1]}ga ${m[2]}in${chamber}${s.slice(m.index + m[0].length)}`;
}
