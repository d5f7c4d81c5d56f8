/**
 * Title understanding: turn a retailer listing (title + optional retailer hints) into normalised attributes.
 * Pure, deterministic and isomorphic (no Node or DOM APIs). All matchers are built once at module load.
 * See docs/decisions/0001-title-understanding.md for the rules and judgement calls.
 */
import { AliasMatcher, type AliasMatch } from './alias-matcher';
import { FirstRule } from './first-rule';
import { StartGate } from './start-gate';
import { closingMakerCode, undotInitials } from './brand-forms';
import { calibreInModelNumber, findGunModel } from './gun-model';
import {
  barrelNamedFirst,
  hasGunLength,
  hasShotgunBarrel,
  partNamedFirst,
  wholeGunSpec,
  withoutFurniture,
  withoutPackagedOptic,
} from './gun-spec';
import {
  extractBulletType,
  extractCasing,
  extractCondition,
  extractGrain,
  readGrain,
  GRAIN_UNITS,
  isOddCount,
  readBoxQuantity,
  type CountReading,
} from './extract';
import { rewriteGaugeBarrel } from './gauge-barrel';
import { abbreviatedCalibre } from './abbreviated-calibre';
import { boreSizedBullets, opensWithPart, sellsBarrelAlone, sellsStripperClips } from './gear-words';
import { MASK, withoutWithClause } from './masked-title';
import { withoutStoreNoise } from './store-noise';
import { withFeedWordsWritten } from './feed-words';
import { WordGated } from './word-gate';
import { rewriteNotations } from './notation';
import { unlistedMakerMakes } from './unlisted-maker';
import { feedCodeAsBrand, withoutFeedFurniture } from './feed-code-gun';
import { normalizeTitle } from './normalize';
import {
  brandCategory,
  calibreAliases,
  calibreKind,
  manufacturerAliases,
  manufacturerByName,
  manufacturerMakes,
  type AccessoryCategory,
} from './vocabulary';

export type ProductType = 'ammunition' | 'firearm' | 'accessory';

export interface ListingInput {
  title: string;
  vendor?: string | null;
  productType?: string | null;
  tags?: string[] | null;
  categories?: string[] | null;
  url?: string | null;
  /** the variant or option the offer sells ("Box of 50", "Case of 1000"), when the platform names it */
  variant?: string | null;
  /** the product description, when the adapter has it (plain text or HTML) */
  description?: string | null;
}

/** Fields that carry a confidence: 0 (no value) to 1; below ROUNDS_CONFIDENT a count is not trusted for price per round. */
export const CONFIDENCE_FIELDS = ['productType', 'calibre', 'manufacturer', 'boxQuantity', 'grain'] as const;
export type FieldConfidence = Record<(typeof CONFIDENCE_FIELDS)[number], number>;

export interface Classification {
  productType: ProductType | null;
  calibre: string | null;
  manufacturer: string | null;
  boxQuantity: number | null;
  grain: number | null;
  casing: 'brass' | 'steel' | 'aluminum' | 'nickel' | null;
  bulletType: string | null; // FMJ, JHP, SP, HP, BTHP, OTM, SJHP, TMJ, LRN, FMJ-FN, slug, buckshot, birdshot, ...
  condition: 'new' | 'remanufactured' | null;
  accessoryCategory: string | null; // SPEC slugs only
}

// ---------------------------------------------------------------------------------------------
// Matchers (built once)

const CALIBRES = new AliasMatcher(calibreAliases());
const BRANDS = new AliasMatcher(manufacturerAliases());
/** Abbreviations stores print instead of the brand ("FIO 12GA", "WIN USA 9MM", "FED 223"): weak aliases. */
const BRAND_ABBREVIATIONS: Array<[string, string]> = [
  ['fio', 'fiocchi'],
  ['win', 'winchester'],
  ['fed', 'federal'],
  ['rem', 'remington'],
  ['ati', 'american-tactical'],
];
for (const [alias, slug] of BRAND_ABBREVIATIONS) BRANDS.add(alias, slug);
const ABBREVIATION_ALIASES = new Set(BRAND_ABBREVIATIONS.map(([alias]) => alias));
/**
 * Distributors' feeds write a maker without its vowels ("Hrndy Aw 2506", "Wnchstr"): a one-word name of six letters or
 * more that opens with a consonant, kept where the skeleton is no other alias and belongs to one maker only. Weak, as
 * the abbreviations are.
 */
function vowellessAliases(aliases: ReadonlyArray<[string, string]>): Map<string, string> {
  const known = new Set(aliases.map(([alias]) => alias));
  const bySkeleton = new Map<string, Set<string>>();
  for (const [alias, slug] of aliases) {
    // a name that opens with a vowel would keep it ("eotech" → "etch", a word)
    if (!/^[b-df-hj-np-tv-z][a-z]{5,}$/.test(alias)) continue;
    const skeleton = alias[0] + alias.slice(1).replace(/[aeiou]/g, '');
    if (skeleton.length < 4 || skeleton === alias || known.has(skeleton)) continue;
    bySkeleton.set(skeleton, (bySkeleton.get(skeleton) ?? new Set()).add(slug));
  }
  const out = new Map<string, string>();
  for (const [skeleton, slugs] of bySkeleton) if (slugs.size === 1) out.set(skeleton, [...slugs][0]);
  return out;
}
const VOWELLESS_ALIASES = vowellessAliases(manufacturerAliases());
for (const [alias, slug] of VOWELLESS_ALIASES) BRANDS.add(alias, slug);
/**
 * Distributors' maker codes that open a dealer feed's title before the item number ("SAV 19680 11 TH XP 6.5CREED",
 * "LEU 170709 VX-3I", "TRJ*200104"): read only in that place, and only when no brand is named.
 */
const DISTRIBUTOR_CODES: Record<string, string> = {
  rug: 'ruger',
  sav: 'savage',
  brn: 'browning',
  wal: 'walther',
  leu: 'leupold',
  bur: 'burris',
  trj: 'trijicon',
  stl: 'streamlight',
  sf: 'surefire',
  tca: 'thompson-center',
  wgun: 'winchester',
  ati: 'american-tactical',
  arm: 'armscor',
  // feeds' codes for Mossberg, Smith & Wesson and Sarsilmaz ("MOSS 50789 MVP …", "SWL 12345 M&P15 …", "SAR SAR9 …")
  moss: 'mossberg',
  mos: 'mossberg',
  swl: 'smith-wesson',
  sw: 'smith-wesson',
  sar: 'sarsilmaz',
  // Federal's American Eagle item numbers ("AE223", "AE9DP", "AE40R1") open distributor titles with no maker named
  ae: 'federal',
  // Hornady's and Nosler's ("HORN 82164 OUTFITTER 300 PRC …", "NOS AMMO 6MMCREED …")
  horn: 'hornady',
  nos: 'nosler',
  // Daniel Defense's ("DD DD5 V4 6.5CM 18\"")
  dd: 'daniel-defense',
  // RSR's for Magnum Research's Desert Eagle and for Weatherby ("DE L5 50AE 5\"", "WBY V-GRD 7PRC 24\"")
  de: 'magnum-research',
  wby: 'weatherby',
  // Rock Island Armory's importer name ("RIA IMPORTS AL22 STD 22LR")
  ria: 'armscor',
  bh: 'blackhawk',
  // Safariland's ("SL 578 GLS PRO-FIT CMP FDE RH")
  sl: 'safariland',
  dw: 'dan-wesson',
  // Davidson's ("GLK 19G5 9MM 15RD", "CLT PYTHON 357 DA REV 3 SS", "KEL P17 22LR PST", "CLD RECON 1 TANTO", "WCT MAG
  // 1911 45AP 8RD", "WRA 1892 CARB 45LC RFL 20IN")
  glk: 'glock',
  clt: 'colt',
  kel: 'kel-tec',
  cld: 'cold-steel',
  wct: 'wilson-combat',
  wra: 'winchester',
  tri: 'tristar',
  // Mossberg International's ("MII 817 BA RFL 17HMR")
  mii: 'mossberg',
  leup: 'leupold',
};
// one word may sit between the code and the item number or calibre ("LEU GR 20-60X80", "ATI MILSPORT 5.56NATO")
const LEADING_CODE_RE = /^\s*([a-z]{2,4})[\s*]+(?=(?:[a-z-]+\s+)?[a-z-]*[\d\u0001])/;
// the same code glued to its item number ("AE9DP 9mm", "AE40R1"): only the codes of makers whose numbers start so
const LEADING_GLUED_CODE_RE = /^\s*(ae)(?=\d)/;
// a gun's model name of two to four words may sit there too, its last word with a number ("ATI OMNI HYBRID 5.56 30RD",
// "SAV AXIS II XP HRDWD 6.5CM", "RUG AM RFL RNCH G2 5.56"); not after a code that is also a word
const CODE_BEFORE_MODEL_NAME_RE = /^\s*((?!arm\b)[a-z]{2,4})\s+(?=(?:[a-z/-]+\s+){2,4}[a-z-]*[\d\u0001])/;
/** A brand right before a bullet design names the bullet's maker, not the cartridge's ("Fiocchi … Hornady V-Max"). */
const COMPONENT_AFTER_RE =
  /^\s*(?:v-?max|a-?max|xtp|eld[\s-]?[xm]?|sst|gmx|ftx|cx|interlock|tsx|ttsx|lrx|partition|accubond|ballistic tip|matchking|smk|gameking|bullets?)\b/;

/** "Norma … 230GR. Berger 20-Pack": a bullet maker named after the weight made the bullet, not the cartridge. */
const BULLET_MAKERS = new Set(['berger', 'sierra', 'barnes', 'nosler', 'speer', 'swift', 'woodleigh', 'lehigh']);
const WEIGHT_BEFORE_RE = /\d\s?(?:gr|grs|grains?)\.?\s*$/;

/** "… by Vedder", "… by Waffenfabrik Steyr": a closing "by", one word (the maker's "works", "arms") allowed before its name. */
const BY_BEFORE_RE = /\bby\s+(?:[a-z]+\s+)?$|\b(?:par|de)\s+$/;
const ALLEN_TOOL_AFTER_RE = /^\s*(?:keys?|wrench(?:es)?|heads?|screws?|bolts?|drivers?)\b/;
const FED_BY_RE = /\b(?:tube|box|mag|magazine|belt|drum|clip|stripper|top|bottom|side)[\s-]*$/;

/** Short or generic brand aliases: used only when no other brand is in the title. */
const WEAK_BRAND_ALIASES = new Set([
  'fn',
  'hk',
  'h k',
  's w',
  'sw',
  'cz',
  'ata',
  'sig',
  'allen',
  'harris',
  'atlas',
  'pelican',
  'condor',
  'kent',
  'rio',
  'wolf',
  'sterling',
  'kaiser',
  'heritage',
  'traditions',
  'dominion',
  'federation',
  'adler',
  'greener',
  'para',
  'estate',
  'fusion',
  'hst',
  'champion',
  'lee',
  'mec',
  'sauer',
  'norma',
  'lapua',
  'savage',
  'colt',
  'marlin',
  'mauser',
  'steyr',
  'enfield',
  'm-22',
  'aa target',
  'white box',
  'premium personal defense',
  'power point',
  'power-point',
  'super speed',
  'varmint x',
  'xpert',
  'silvertip',
  'thunderbolt',
  ...ABBREVIATION_ALIASES,
  ...VOWELLESS_ALIASES.keys(),
]);
// the same aliases written with a hyphen or a space the other way (the vocabulary derives both forms)
for (const alias of [...WEAK_BRAND_ALIASES])
  WEAK_BRAND_ALIASES.add(alias.replace(/ /g, '-')).add(alias.replace(/-/g, ' '));
/**
 * Makers whose name is also a standard other makers build to: "Red Dot Sight, Weaver Base", "Picatinny/Weaver Rail",
 * "Choke Tube Rem Choke". Followed by those words, and not opening the title, the name is the standard, not the maker.
 */
const STANDARD_AFTER: Record<string, RegExp> = {
  weaver: /^[\s/-]*(?:type|base|rail|mount|picatinny)s?\b/,
  rem: /^[\s-]*chokes?\b/,
  win: /^[\s-]*chokes?\b/,
};
/** "Glock-Compatible Holster", "Remington 700 Style Stock": made to fit a maker's gun, not by that maker. */
const STYLE_AFTER_RE = /^(?:[\s-]+[a-z]*\d[a-z0-9/-]*)?[\s-]*(?:compatible|style|pattern)\b/;
const STYLE_AFTER = new WordGated(['compatible', 'style', 'pattern'], STYLE_AFTER_RE);
/** "SK - Balles .22LR …": a store's "Maker - product" title, its maker too short to be an alias anywhere else. */
const LEADING_MAKER_RE = /^\s*([a-z][a-z0-9&'. ]{0,28}?)\s+-\s/;
/** Importer brands (several source factories): when named, they are the brand of record. */
const IMPORTER_BRANDS = new Set(['maxxtech', 'wolf']);
/** Words that, right before a brand, mean the brand is the fitment ("grips for Glock"), not the maker. */
const FITMENT_BEFORE_RE =
  /(?:\bfor|\bfits?|\bfitting|\bcompatible with|\breplacement for|\bto fit|\bs&w|\bmodels?|\btakes|\baccepts|\buses)(?:\s+the)?\s*$/;
// "Holster for the Ruger 22/45": an article between "for" and the gun changes nothing
const FOR_GUN_BEFORE_RE = /(?:\bfor|\bfits?|\bcompatible with|\breplacement for|\bto fit)(?:\s+the)?\s*$/;
const BULLET_WORD_BEFORE_RE =
  /\b(?:fmj|jhp|lrn|tmj|hp|sp|jsp|lead|flat|gr|grs|grains?|gn|brass|copper|solid|ball|cast|wc|swc|lfn|\d+gr)\.?\s*[-/]?\s*$/;

const BARE_CALIBRE_ALIAS_RE = /^\.?\d+(?:\.\d+)?$/;
const LOAD_DESIGNATION_ALIASES = new Set(['m193', 'm855', 'ss109']);
// a bare "Para" is 9mm Parabellum only when nothing else names the cartridge, and not after a model ("M249 Para",
// "SA58 PARA": the paratrooper version) or before "Ordnance"/"USA" (the maker Para)
const WEAK_CALIBRE_ALIASES = new Set([...LOAD_DESIGNATION_ALIASES, 'para']);
const MODEL_BEFORE_RE = /\b[a-z]*\d[a-z\d-]*\s*$/;
const PARA_MAKER_AFTER_RE = /^\s*(?:ordnance|ord|usa)\b/;
/** After a bare-number calibre alias, a count, velocity, weight or size word means it is not a calibre. */
const NOT_CALIBRE_AFTER_RE =
  /^\s*-?\s*(?:rounds?|rds?|rnds?|ct|count|pcs|pieces|boxes|box|shells|fps|ft|gr|grain|grains|yards?|yds?|mm\b|lbs?|oz|x\d|%|\$|pack|pk|\/box|\/case|case|series)\b/;
const IMPROVED_AFTER_RE = /^\s*(?:ackley(?:\s+improved)?|ai)\b/;
const IMPROVED_RE = new WordGated(['ai', 'ackley'], /\u0001\s*(?:ackley(?:\s+improved)?|ai)\b/);
const NOT_CALIBRE_BEFORE_RE = /(?:[#$]|\bmodel|\bno\.?|\bsku|\bitem|\bbuy this|\$\s?)\s*$/;

// Product-type vocabulary (applied to the title with calibres and brand aliases masked out)
const FIREARM_NOUN_RE =
  /\b(?:rifles?|rfls?|sbrs?|pistols?|pst|(?:da|sa|dao|da\/sa)\s+rev|bb ?guns?|carabines?|fusils?|pistolets?|shotguns?|revolvers?|carbines?|carb|handguns?|muskets?|derringers?|air ?guns?|sxs|side[\s-]by[\s-]side|over\s?\/\s?under|over[\s-]under|o\/u|lever[\s-]action|bolt[\s-]action|pump[\s-]action|semi[\s-]?auto(?:matic)?|single[\s-]shot|break[\s-]action|double[\s-]barrel(?:led)?|pump(?<!(?:hand|air|pcp|stirrup|foot) pump)|muzzleloaders?|collector gun|project gun|antique gun|sidelocks?|boxlocks?|drillings?)\b/;
const FIREARM_SIGNAL_RE =
  /\bscope\s+(?:package|pkg|combo)\b|\b(?:rifle|gun)\s+(?:package|pkg|combo)\b|(?<![\d/#.])\b\d{1,2}[\s-]shot\b(?!.*\b(?:ga|gauge|oz)\b)|\bpcp\b|\bair (?:rifle|pistol)\b|\bpre-?64\b|\bsemi[\s-]auto\b/;
const AIRGUN_RE =
  /\b(?:air ?rifles?|air ?pistols?|air ?guns?|airguns?|pcp|co2|bb guns?|pellet (?:rifle|pistol|gun)s?|(?:carabines?|pistolets?) (?:à|a) (?:plombs|air))\b/;
const AIRGUN_CONSUMABLE_RE =
  /\bbbs?\b(?=.*\d\s*(?:ct|count|pcs|pk)\b)|\bbilles?\b|\bballes? de plomb\b|\bcartouches? (?:de )?co2\b|\b(?:pellets|bbs|steel bbs|co2(?:\s+\d{1,2}\s?g(?:ram)?s?)? (?:cartridges|cylinders|capsules|powerlets)|powerlets?)\b/;
/** Every AIRGUN_CONSUMABLE_RE match holds one of these. */
const AIRGUN_CONSUMABLE_WORDS = ['bb', 'bille', 'balle', 'co2', 'pellets', 'powerlet'];
const AIRGUN_CONSUMABLE = new WordGated(AIRGUN_CONSUMABLE_WORDS, AIRGUN_CONSUMABLE_RE);
// French "plombs" are airgun pellets unless the title sells cartridges ("cartouches 22lr, plombs, 40 grains")
const PLOMBS_RE = /\bplombs\b/;
// ("Sellier & Bellot Rifle Soft Point SB270A": the kind of cartridge and its bullet, not a rifle)
const AMMO_WORD_RE =
  /\b(?:ammo|ammunition|munitions?|cartridges?|cartouches?|balles|shotshells?|shot ?shells|(?:shotgun|rifle|pistol|handgun) (?:slugs?|shells)|(?:rifle|pistol|handgun) (?:soft|hollow)[\s-]?points?|rounds? of|bean[\s-]?bag (?:rounds?|shells?|loads?)|less[\s-]lethal (?:rounds?|shells?|ammo)|(?:shotgun|handgun|rifle|target|game|field|dove|heavy|light|hunting|turkey|waterfowl|upland|trap|skeet|sporting|dynamic|competition|reduced|recoil|practice|training|buckshot|slug|magnum|express|defense|defence) loads?|\d+\s?(?:rds?|rnds?) of)\b/;
/** Things sold by the count with a calibre in the title that are not loaded ammunition. */
const NOT_AMMO_RE =
  /\bsnap[\s-]?caps?\b|\b(?:cartouches?|munitions?|balles) (?:factices?|inertes?|d'entra[iî]nement)\b|\bdummy (?:rounds?|cartridges?|ammo)\b|\b(?:training|practice) (?:cartridges?|rounds?) \(?inert|\binert\b|\bbore[\s-]?(?:jags?|brush(?:es)?|mops?|snakes?|sight(?:er)?s?|lights?|guides?)\b|\bjags?\b|\bchamber (?:flags?|brush(?:es)?)\b|(?<!full )\bpatch(?:es)?\b|(?<![a-z])[ée]couvillons?\b|\bbrosses?\b|\blaser (?:training )?(?:cartridges?|bore ?sight)|\bcartridge (?:holders?|belts?|slides?|cases?)\b|(?:\b|(?<=shot))shell (?:holders?|carriers?|belts?)\b|\bspeed ?loaders?\b|\bbrass catchers?\b/;
/** Words one of which every NOT_AMMO_RE match holds: most titles hold none, and these tests are cheaper than the regex. */
const NOT_AMMO_WORDS = [
  'snap',
  'factice',
  "d'entra",
  'dummy',
  'inert',
  'bore',
  'jag',
  'chamber',
  'patch',
  'couvillon',
  'brosse',
  'laser',
  'cartridge',
  'shell',
  'loader',
  'catcher',
];
const NOT_AMMO = new WordGated(NOT_AMMO_WORDS, NOT_AMMO_RE);
function namesNotAmmo(s: string): boolean {
  return NOT_AMMO.test(s);
}
// things made to hold ammunition ("MTM 9mm Ammo Box 100 Round", "Shotshell Case 100 Round"); "case of 250" is not one
// ("250 Shell Case" is a case of 250 shells)
const AMMO_STORAGE =
  '(?<!\\d\\s?)\\b(?:ammo|shotshell|shell|cartridge)\\s+(?:cans?|box(?:es)?|crates?|pouch(?:es)?|belts?|bags?|trays?|cases?|carriers?|holders?|storage|cabinets?|lockers?|safes?|vaults?)\\b(?!\\s+of\\b)|\\bbo[iî]tes? (?:à|a) munitions\\b|\\bporte[\\s-](?:munitions|cartouches)\\b';
const AMMO_STORAGE_RE = new RegExp(AMMO_STORAGE);
const AMMO_CONTAINER_RE = new RegExp(AMMO_STORAGE, 'g');
/** Every AMMO_STORAGE match holds one of these. */
const AMMO_STORAGE_WORDS = ['ammo', 'shell', 'cartridge', 'munitions', 'porte'];
const AMMO_STORAGE_GATED = new WordGated(AMMO_STORAGE_WORDS, AMMO_STORAGE_RE);
const AMMO_CONTAINERS = new WordGated(AMMO_STORAGE_WORDS, AMMO_CONTAINER_RE);
// a shot size is one or two digits ("#7.5", "#4") or letters ("#BB", "#T"); "#50120" is a model number; an ounce
// load may be glued to its number ("1 1/6oz"); a muzzle velocity ("1145 FPS") is printed on shells, never on shotguns;
// so is a 2 3/4" shell length, unless it is the gun's chamber ("2.75\" chamber")
const SHOTSHELL_RE =
  /#\s?\d{1,2}(?:\.\d)?(?!\d)|#\s?(?:bbb?|tt?)\b|\b\d(?:\.\d)?\s?-?shot\b|\b0{1,3}[\s-]?buck\b|\bbuck(?:shot)?\b|\bslugs?\b|(?:\b|(?<=\d))(?:oz|ounce)\b|\bdram\b|\bbird ?shot\b|\bsteel shot\b|\btss\b|\b\d{3,4}\s?fps\b|\b2(?:\.75|-?\s?3\/4)\s?(?:"|in\b|inch)(?!\s*chambers?\b)/;
const AMMO_WEAK_RE =
  /\b(?:fmj|jhp|sjhp|jsp|psp|tmj|cmj|lrn|cphp|cprn|spce|swc|lswc|sjsp|jfp|bthp|hpbt|otm|fmjbt|fmj-bt|hollow ?point|soft ?point|full metal jacket|v-?max|subsonic|sub-sonic|\+p|\+p\+|high velocity|hyper velocity|polymer tip|bonded|m193|m855|m80|tracer|lfn|rnfp)\b/;
// a bullet's diameter ("Diameter: 0.355", "Diameter: 458", ".308 dia"; or ".355 115 gr", a diameter no cartridge is named
// by, beside a weight) is printed on bullets for reloading, never on a loaded cartridge's box
const RELOADING_STRONG_RE =
  /\bbullet(?=\s*\(?\d+\s*(?:ct|count|pcs|pk|bx|\/box|per box)\b)|\bdiameter\s*:?\s*(?:(?:0?\.)?\d{3}\b|\u0001)|(?:0?\.\d{3}|\u0001+)\s?"?\s?dia(?:meter|\.)?(?![a-z])|(?<![\d.\u0001])\.(?:2[2-9]|3\d|4[0-5]|5[01])\d\b(?=.*\d\s?-?\s?(?:gr|grs|grains?|gn|grn)\b)|\bbullet mou?lds?\b|\b(?:bullets|projectiles|ogives|douilles|amorces|poudre|primers?|powder|unprimed|reloading|reloader|die set|dies|press|presses? (?:à|a) recharger|presse|matrices|rechargement|case trimmer|tumbler|shell ?(?:holders?|plates?)|once[\s-]fired|brass cases|cases only|components?|wads)\b|\b(?:campro|berry'?s)\b/;
/** Every RELOADING_STRONG_RE match holds one of these (a decimal for a bullet's diameter, ".308 … 150gr"). */
const RELOADING_WORD_RE =
  /bullet|dia|\.\d|projectile|ogive|douille|amorce|poudre|primer|powder|unprimed|reload|die|press|matrice|recharge|trimmer|tumbler|holder|plate|once|brass case|cases only|component|wads|campro|berry/;
/** Body armour ("Level IIIA … Ballistic Flexible Plates For Packs/Cases Only"): tactical gear, never reloading cases. */
const BODY_ARMOUR_RE =
  /\bballistic (?:plates?|panels?|inserts?|vests?|helmets?|shields?|blankets?)\b|\bplate carriers?\b|\bbody armou?r\b|\blevel (?:iii?a?|iv)\b/;
// Brass jags and bronze brushes are cleaning tools, not reloading brass.
const CLEANING_TOOL_RE =
  /(?<![a-z])[ée]couvillons?\b|\b(?:jags?|bore ?(?:brush(?:es)?|mops?|snakes?|guides?)|mops?|brush(?:es)?|(?:cleaning|multi[\s-]?section|one[\s-]piece) rods?|rod kits?|swabs?|patch(?:es)?|patch holders?)\b/;
// remanufactured ammunition is reloaded by a factory and sold loaded ("Extreme Reloading Remanufactured 223 55gr")
// (a muzzle velocity is a loaded cartridge's: a bullet for reloading has none)
const AMMO_OVERRIDES_RELOADING_RE =
  /(?<![a-z])(?:ammo|ammunition|cartridges|rounds|rds|shotshells|shells|loaded|munitions|cartouches|remanufactured|reman|\d{3,4}\s?fps)\b/;
const FITMENT_ONLY_RE = /\b(?:fits|fit|for use with|compatible with|to fit)\b/;
const INCLUDED_RE = new WordGated(
  ['scope', 'optic', 'sling', 'case', 'bipod', 'mag'],
  /\b(?:scope|optic|sling|case|bipod|magazine|mags?)s?\s+(?:included|package|pkg|combo|kit)\b|\b\d+(?:\.\d+)?\s*(?:-\d+(?:\.\d+)?)?x\d+\s*(?:mm\s*)?scope\b/g,
);
// a length, then the barrel ("24\" bbl"); on guns that are not aftermarket-barrel platforms one describing word may sit
// between ("21\" Heavy Barrel"), while "10/22 18\" Bull Barrel" is a barrel for sale
const BARREL_LENGTH = `\\d(?:\\.\\d*)?\\s*(?:"|in\\.?|inch(?:es)?|'')?\\s*-?\\s*`;
const BARREL_SPEC = `${BARREL_LENGTH}(?:bbl|barrel)s?\\b`;
const LOOSE_BARREL_SPEC = `${BARREL_LENGTH}(?:[a-z]+\\s+)?(?:bbl|barrel)s?\\b`;
const BARREL_PLATFORM_RE = /\b(?:10\/22|10-22|ar-?15|ar-?10|1911|glock)\b/;
const BARREL_SPEC_RE = { strict: new RegExp(BARREL_SPEC, 'g'), loose: new RegExp(LOOSE_BARREL_SPEC, 'g') };
function barrelSpec(t: string): RegExp {
  const re = BARREL_PLATFORM_RE.test(t) ? BARREL_SPEC_RE.strict : BARREL_SPEC_RE.loose;
  re.lastIndex = 0;
  return re;
}
/** Every barrel spec names the barrel: most titles name none, and need neither the platform test nor the spec's regex. */
const BARREL_WORD_RE = /bbl|barrel/;
function hasBarrelSpec(t: string): boolean {
  return BARREL_WORD_RE.test(t) && barrelSpec(t).test(t);
}
/** `s` (read from `t`) without the barrel specs `t` is read with. */
function withoutBarrelSpec(s: string, t: string): string {
  return BARREL_WORD_RE.test(t) ? s.replace(barrelSpec(t), ' ') : s;
}
const COUNT_CONTAINER_RE = new WordGated(
  ['case', 'brick', 'can', 'crate', '/', 'box', 'steel', 'brass', 'alumin', 'nickel'],
  /\b(?:case|brick|can|crate) of \d+|\d+\s*(?:round |rd |rds )?(?:case|brick|can|crate)\b|\/\s*(?:case|box|brick)\b|\bbox of \d+|\d+ boxes|\b(?:steel|brass|alumin(?:um|ium)|nickel)[\s-]?cased?\b/g,
);

const ACC_HEAD =
  '(?:bore ?lights?|braces?|heat ?shields?|coffres?[\\s-]forts?|grips?|magazines?|(?:p-?)?mags?|maga(?:z|zi|zin)?|cases?|bags?|socks?|scopes?|slings?|holsters?|stocks?|barrels?|sights?|mounts?|racks?|rests?|cleaning|lights?|bipods?|targets?|parts?|cabinets?|safes?|locks?|covers?|springs?|pins?|bolts?|triggers?|chokes?|handguards?|rails?|kits?|accessor(?:y|ies)|adapters?|pouch(?:es)?|mats?|tools?|plugs?)';
const FIREARM_COMPOUND_RE = new RegExp(
  `\\b(?:rifle|pistol|shotgun|revolver|handgun|gun|carbine|muzzleloader|ar-?15|ar|ak|1911|10/22|10-22)s?\\s+(?:${ACC_HEAD}|uppers?|lowers?|receivers?|suppressors?|silencers?|moderators?)\\b`,
);
// a few describing words may sit between the gun and the part ("AR-15 Tactical Rifle Front Fiber Optic Sight"); only
// for parts a gun's own title does not list as a feature (stocks, barrels and grips describe guns)
const FIREARM_PART_HEAD_RE =
  /\b(?:rifle|pistol|shotgun|revolver|handgun|carbine)\s+(?:[a-z-]+\s+){1,3}(?:sights?|scopes?|mounts?|magazines?|slings?|bipods?|cases?|bags?|rests?|covers?|racks?|braces?|springs?|kits?)\b/;
// a gun noun right before a magnification names the scope's kind ("BUR 200309 HANDGUN 3-12X32"), not a gun package
const GUN_SCOPE_RE =
  /\b(?:rifle|pistol|shotgun|handgun|rimfire|muzzleloader)s?\s+\d+(?:\.\d+)?-\d+(?:\.\d+)?x\d{2}(?!\d)(?!.*\b(?:package|pkg|combo|kit)\b)/;
// a gun's features that name an accessory or a gun: "OPTIC READY", "CASE HARDENED" finish, "22LR/MAG" (a .22 Magnum
// cylinder), gas-system lengths ("Rifle Length … Barrel", "Mid-Length Rifle"), a "Laser Engraved" finish, a receiver
// "Drilled and Tapped for Scope Mounts" (prepared for a mount, not sold with one), how it is fed ("Mag Fed", "Belt-Fed")
// and the magazines it takes ("Takes Glock Mags")
const GUN_FEATURE_RE =
  /\b(?:takes|accepts|uses)\s+(?:[a-z0-9\u0001&-]+\s+){0,2}(?:mags?|magazines)\b|\b(?:mag|magazine|belt|box|drum|tube)[\s-]?fed\b|\bmag(?:azine)?s?[\s-]compatible\b|\b(?:optics?|red[\s-]?dot|scope|suppressor|light)[\s-]ready\b|\b(?:rifle|carbine|pistol|mid|intermediate)[\s-]length\b|\b(?:colou?r[\s-])?case[\s-]hardened\b|\blaser[\s-](?:engraved|etched)\b|(?<=\u0001)\s*\/\s*mag(?:num)?\b|\b(?:drilled|tapped|d\s?&\s?t)(?:\s+(?:and|&)\s+tapped)?\s+for\s+(?:[a-z-]+\s+){0,2}(?:mounts?|scopes?|bases?|rails?|optics?|sights?)\b/g;
/** Words one of which every gun feature holds: a title with none of them has no feature to drop (a cheaper test). */
const GUN_FEATURE_WORDS = ['fed', 'ready', 'length', 'hardened', 'laser', 'mag', 'for'];
const GUN_FEATURES = new WordGated(GUN_FEATURE_WORDS, GUN_FEATURE_RE);
function withoutGunFeatures(s: string): string {
  return GUN_FEATURES.replace(s, ' ');
}
// a dash segment that opens with a length is a spec of the product before it ("Rifle - 12\" M-LOK Rail")
const SPEC_SEGMENT_RE = new WordGated(['-'], /\s-\s*\d+(?:\.\d+)?\s*(?:"|''|in\b|inch(?:es)?)[^-]*/g);
const PART_NOUN_RE = new RegExp(`\\b${ACC_HEAD}\\b|\\b(?:assembl(?:y|ies)|carriers?|handles?|uppers?|lowers?)\\b`);
/**
 * What the listing says it does not include ("No Magazine", "No BCG or CH"), selector markings ("Safe/Fire") and the
 * store's item number ("Rifle Part #AKAGUN02", "Part No. 12345"): none names a part for sale.
 */
const NOT_SOLD_RE =
  /\b(?:no|without|w\/o)\s+(?!\d)[a-z][a-z-]*(?:\s+(?:or|and|&)\s+[a-z][a-z-]*)*|\bsafe\s*[/-]\s*(?:fire|semi)\b|\b(?:mfg\.?\s+)?part\s*(?:#|no\.?|number)\s*:?\s*[a-z0-9-]*\d[a-z0-9-]*/g;
/** Only a gun is classed (Canada's non-restricted / restricted / prohibited) or has a magazine plus one in the chamber. */
const GUN_CLASS_RE = new WordGated(
  ['restrict', 'restrein', 'prohib', '+'],
  /\b(?:non[\s-]?restricted|restricted|prohibited|non[\s-]restreinte?s?|restreinte?s?|prohib[ée]e?s?|sans restriction)\b|\b\d{1,2}\s?\+\s?1\b/,
);
// "TAC SOL OWYHEE TAKEDOWN 22WMR": with no part named, a takedown is the gun (a takedown barrel or pin is the part)
const TAKEDOWN_RE = /\btakedown\b/;
const CHOKE_RE = /\bchokes?\b/;
const CAPACITY_RE = /\b\d{1,3}\s?-?(?:rd|rds|rnd|rnds|round)\b/;
const AIR_RIFLE_KIT_RE = /\bair (?:rifle|pistol) kit\b/;

/** Merchandise with a maker's name on it ("Federal Premium Ammunition T-Shirt"): never the maker's product. */
const APPAREL_RE =
  /\b(?:t-?shirts?|tees?|hoodies?|sweatshirts?|hats?|toques?|tuques?|beanies?|jacket(?<!metal jacket)s?|gloves?|decals?|stickers?|key ?chains?|mugs?|lanyards?|gift ?cards?|gift certificates?|parkas?|coats?|shirts?|pants|bibs?|v-?necks?|polos?)\b|\bsize\s+(?:x{0,3}s|m|x{0,3}l|[2-5]xl?)\b/;

// Accessory categories, in priority order (first hit wins).
const CATEGORY_RULES: Array<[RegExp, AccessoryCategory]> = [
  [
    /\b(?:trigger|gun|cable|chamber) locks?\b|\bear ?(?:muffs?|plugs?|protection|pro)\b|\bhearing protection\b|\b(?:shooting|safety) glasses\b|\beye protection\b|\beyes? (?:&|and|\+) ears?\b|\bchamber flags?\b|\bsnap caps?\b|\bdummy rounds?\b|\b(?:cartouches?|munitions?) factices?\b|\bprotecteurs? auditifs?\b|\bprotection auditive\b|\bcadenas\b|\blunettes (?:de (?:protection|s[ée]curit[ée])|protectrices)(?![a-z])|\b(?:ballistic|protective|safety) (?:sun)?(?:glasses|eyewear|goggles)\b|\bbouchons? (?:d'oreilles|auditifs)|\bprot[èe]ge[\s-]oreilles\b|\bcoquilles? antibruit\b/,
    'safety',
  ],
  // (a magazine's part in brackets is what comes with the magazine: "Mag G22 10rd (mag floor plate …)")
  [
    /\bmag(?<!\(\s?mag)(?:azine)?\.?\s+(?:release|catch|button|spring|follower|base ?plate|floor ?plate|extension)s?\b|\baccessory kit\b|\bbarrel cooler\b|\b[ck]onver(?:sion|ter) (?:cylinders?|kits?)\b|\bconv\b/,
    'general',
  ],
  [
    /\bmuzzle (?:brakes?|devices?|breaks?)\b|\bsilencieux\b|\bmod[ée]rateurs?\b|\bfreins? de bouche\b|\bcompensat(?:or|eur)s?\b|\bfla?sh (?:hiders?|hdrs?|suppressors?)\b|\bchokes?(?: tubes?)?\b|\bthread (?:protectors?|prtctrs?)\b|\bblast (?:diffusers?|regulators?|shields?|deflectors?)\b|\bsuppressors?\b|\bsprsrs?\b|\bmoderators?\b|\bsilencers?\b|\bmuzzle\b|\bimproved (?:cylinder|modified)\b|\blight modified\b/,
    'muzzle',
  ],
  // a Glock connector and an AR disconnector are trigger parts; a sling's connector is a sling's
  [/\btriggers?\b|(?<!sling |qd |swivel )\b(?:dis)?connectors?\b/, 'triggers'],
  // a grip adapter is an adapter ("stock and grip adapter kit")
  [/\bgrips?\b(?!\s+adapters?\b)|\bfore-?grips?\b|\bgrip (?:tape|panels?)\b|\bpoign[ée]es?(?![a-z])/, 'grips'],
  [
    // ("Winchester Short Mag", "Ultra Mag": a cartridge's name written out)
    /\bmagazines?\b|(?<!\b(?:short|ultra) )\bmags?\b|\bp-?mags?\b|\b[a-z]{3,}mags?\b|\bmaga(?:z|zi|zin)?\b|\bchargeurs?\b|\bhigh[\s-]cap\b|\bdrum\b|\bspeed ?loaders?\b|\bstripper clips?\b|\bmag loaders?\b/,
    'magazines',
  ],
  [/\b(?:holsters?|hlstrs?)\b|(?<!\w)[ée]tuis? (?:de|pour|à) (?:pistolet|revolver|ceinture)|\bpaddles?\b/, 'holsters'],
  [
    /\bmounts?\b|\bscope rings?\b|\br(?:ing|ng)s\b|\banneaux\b|\bembases?\b|\bmontages?\b|\b\d+(?:\.\d+)?\s?mm rings?\b|\bbases?\b|\bpicatinny\b|\bweaver\b|\brails?\b/,
    'mounts',
  ],
  [
    /\b(?:lunettes? de (?:tir|visée|visee|chasse)|lunettes?|jumelles|rifle ?scopes?|scopes?|red dots?|reflex sights?|holographic sights?|points? rouges?|binoculars?|rangefinders?|range finders?|monoculars?|night vision|thermal|optics?|prism sights?|magnifiers?|sights?|viseurs?)\b|\b\d+(?:\.\d+)?-\d+(?:\.\d+)?x\d{2}(?!\d)|\b\d(?:\.\d{1,2})?\s?moa\b/,
    'optics',
  ],
  // a bipod's swivel is the bipod's ("Bipod 6-9\" Swivel")
  [/\bbipods?\b|\bbipieds?\b|(?<![a-z])tr[ée]pieds?\b/, 'tactical'],
  [/\bslings?\b|\bswivels?\b|\bbretelles?\b|\bsangles?\b/, 'slings'],
  [
    /\bcase (?:prep|trimmers?|(?:length )?ga(?:u)?ges?|lube|tumblers?)\b|\b(?:collet|sizing|seating|crimp|resizing|full[\s-]length|neck) dies?\b/,
    'reloading',
  ],
  // a knife is merchandise whatever its mechanism is called ("Speed Safe … Knife")
  [/\bknife\b|\bknives\b|\bfixed[\s-]blades?\b|\bkarambits?\b/, 'general'],
  [BODY_ARMOUR_RE, 'tactical'],
  [
    /(?<!\w)[ée]tuis?\b|\bvalises?\b|\bhousses?\b|\bmallettes?\b|\bsacs? (?:de tir|de transport|pour (?:armes?|carabines?|fusils?|pistolets?))\b|\bcoffres?[\s-]forts?\b|\bbo[iî]tes? (?:à|a) munitions\b|\bporte[\s-](?:munitions|cartouches)\b|\bfourreaux?\b|\b(?:cases?|gun socks?|socks?|safes?|cabinets?|lockers?|bags?|ammo (?:cans?|box(?:es)?|crates?)|dry ?box(?:es)?|lock ?box(?:es)?|vaults?|racks?)\b/,
    'storage',
  ],
  [
    /\bclean(?:ing|er)?\b|\b(?:gun )?maintenance\b|\bnettoyage\b|\bnettoyants?\b|\bsolvents?\b|\blubricants?\b|\blube\b|\boil\b|\brust (?:removers?|preventatives?|inhibitors?)\b|\bgun blue\b|\bbluing\b/,
    'cleaning',
  ],
  [CLEANING_TOOL_RE, 'cleaning'],
  [RELOADING_STRONG_RE, 'reloading'],
  [
    /\b(?:firing pins?|springs?|pins?|buttplates?|butt ?pads?|recoil pads?|handguards?|bolt assembly|bolt carriers?|charging handles?|heat ?shields?|receivers?|uppers?|lowers?|braces?|slides?|extractors?|hammers?|releases?|buttons?|plugs?|(?:hand|air|pcp|stirrup|foot) pumps?)\b/,
    'general',
  ],
  [/\btargets?\b(?!\s+model)|\bcibles?\b|\bclay(?:s| pigeons?)?\b|\bthrowers?\b|\bsteel plates?\b/, 'targets'],
  [
    /\b(?:flashlights?|weapon lights?|lights?(?! (?:twelve|twenty|sixteen|weight|varmint|hunter|sporter|contour)\b)|lht|lasers?|bipods?|vests?|plate carriers?|pouch(?:es)?|chest rigs?|tactical|slings?)\b|\b\d{2,4}\s?(?:lumens?|lm|lu)\b/,
    'tactical',
  ],
];
const GENERAL_NOUN_RE =
  /(?<!-)\bbolts?\b(?![\s-]action)|\b(?:barrels?|assembly|springs?|pins?|handguards?|stocks?|buttplates?|butt ?pads?|recoil pads?|caps?|releases?|buttons?|bayonets?|scabbards?|knives|knife|axe|boots?|backpacks?|coolers?|attractants?|scents?|tabs?|gloves?|hats?|shirts?|jacket(?<!metal jacket)s?|parts?|kits?|covers?|rests?|decoys?|calls?|bottles?|tapes?|mats?|adapters?|receivers?|uppers?|lowers?|bcgs?|lpks?|slides?|tools?|followers?|extractors?|hammers?|firing pins?|forends?|fore-ends?|forearms?|buttstocks?|guide rods?|buffer tubes?|xbbls?|locking blocks?|slide (?:stops?|locks?)|gas (?:blocks?|tubes?)|bolt catch(?:es)?|floor ?plates?|side gates?|saddle rings?|extensions?|carriers?|cordovan|leather|accessor(?:y|ies)|head|chest|seat|stool|chair|blind|feeder|camera|book|dvd|manual|wrench|vise|bench|sling|fire control units?|(?:sleeve|jam|barrel|castle) nuts?|barrell?ed actions?)\b/;
/** A calibre named only as a bore size ("22 cal", ".30 caliber"), and the accessories for which that is all it is. */
const BORE_SIZE_ALIAS_RE = /\d\s?cal(?:iber|ibre)?\.?$/;
const BORE_SIZE_CATEGORIES = new Set<string | null>(['reloading', 'cleaning']);
const BORE_LIST_RE =
  /(?:\.\d{2,3}|\b\d{3}|\b\d(?:\.\d)?mm)\s*(?:\/|-|&|,|\bto\b)?\s*(?:\.\d{2,3}|\b\d{3}|\b\d(?:\.\d)?mm)\b/;
const RATED_RANGE_RE = /(?:\u0001|\d|mm)\s+to\s+\u0001/;
const CAL_WORD_AFTER_RE = /^\s?cal(?:iber|ibre)?\b/;
/**
 * A suppressor's or a brake's "30 cal", ".45 caliber" is the bore it is rated for, and "7.62mm to .300 RUM" the range
 * of cartridges: neither is one calibre the device is for.
 */
function boreRating(text: string, afterCal: string, m: AliasMatch | null): boolean {
  if (!m) return false;
  return boreSize(text, m) || CAL_WORD_AFTER_RE.test(text.slice(m.end, m.end + 9)) || RATED_RANGE_RE.test(afterCal);
}
/** The calibre is read from a bore size ("22 cal") or a bullet diameter in brackets ("30cal (.308)"). */
function boreSize(text: string, m: AliasMatch | null): boolean {
  if (!m) return false;
  return BORE_SIZE_ALIAS_RE.test(m.alias) || (text[m.start - 1] === '(' && text[m.end] === ')');
}
const CALIBRE_AGNOSTIC_ACC_RE =
  /\b(?:buttplates?|butt ?pads?|recoil pads?|stocks?|holsters?|grips?|slings?|cases?|socks?|bags?|safes?|cabinets?|(?<!snap[\s-]?)caps?)\b/;

// Hints
const HINT_AMMO_RE = /\b(?:ammo|ammunition|cartridges?|shotshells?|shot ?shells)\b/;
const HINT_ACCESSORY_RE =
  /\b(?:accessor(?:y|ies)|optics?|scopes?|magazines?|parts?|holsters?|cases?|cleaning|gear|apparel|clothing|knives|reloading|components?|bullets|primers|powder|sights?|mounts?|slings?|targets?|storage|safes?|grips?|stocks?|chokes?|hunting|camping|archery)\b/;
const HINT_FIREARM_RE =
  /\b(?:firearms?|rifles?|shotguns?|handguns?|pistols?|revolvers?|guns?|air ?guns?|air ?rifles?|restricted|non-?restricted)\b/;

// ---------------------------------------------------------------------------------------------

export interface ListingAnalysis {
  classification: Classification;
  confidence: FieldConfidence;
  /** normalised title */
  text: string;
  /** normalised title with calibre and brand spans replaced by \u0001 */
  masked: string;
  calibreMatch: AliasMatch | null;
  brandMatches: AliasMatch[];
  /** the word read as an accessory's maker absent from the vocabulary ("fobus" in "Fobus Holster (Glock 26)"), or null */
  unknownMaker: string | null;
}

function maskSpans(s: string, spans: readonly AliasMatch[]): string {
  if (spans.length === 0) return s;
  let out = '';
  let pos = 0;
  for (const m of spans) {
    out += s.slice(pos, m.start) + MASK.repeat(m.end - m.start);
    pos = m.end;
  }
  return out + s.slice(pos);
}

/** What stands between the two calibres of a pair (".308/7.62x51mm", ".45/.410"). */
const PAIR_SEPARATOR_RE = /^\s*\/\s*$/;

interface CalibreResult {
  slug: string | null;
  match: AliasMatch | null;
  spans: AliasMatch[];
  confidence: number;
}

function notParabellum(s: string, m: AliasMatch): boolean {
  return MODEL_BEFORE_RE.test(s.slice(Math.max(0, m.start - 12), m.start)) || PARA_MAKER_AFTER_RE.test(s.slice(m.end));
}

function findCalibre(s: string): CalibreResult {
  const all = CALIBRES.findAll(s);
  const kept: AliasMatch[] = [];
  const improved: AliasMatch[] = [];
  let strong: AliasMatch | null = null;
  let weak: AliasMatch | null = null;
  for (const m of all) {
    // a longer brand alias starting here wins ("30.06-classic" case maker, not .30-06)
    const brand = BRANDS.matchAt(s, m.start);
    if (brand && brand.end > m.end) continue;
    const bare = BARE_CALIBRE_ALIAS_RE.test(m.alias);
    if (bare) {
      // a price after a decimal calibre ("5.56 $419.99") does not make it one: only a bare integer reads as money
      const after12 = s.slice(m.end, m.end + 12);
      if (NOT_CALIBRE_AFTER_RE.test(after12) && !(m.alias.includes('.') && /^\s*\$\d/.test(after12))) continue;
      if (NOT_CALIBRE_BEFORE_RE.test(s.slice(Math.max(0, m.start - 12), m.start))) continue;
      // a bare number glued to a dimension ("18.6", "1-3/8", "x308") is not a calibre
      const after = s.charCodeAt(m.end);
      if (after === 34 /* " */ || after === 39 /* ' */) continue;
    }
    // "338 Lapua Ackley Improved": an improved case is another cartridge (".280 AI" has its own alias); its name
    // stays masked so that "Lapua" is not read as the brand
    if (IMPROVED_AFTER_RE.test(s.slice(m.end, m.end + 18))) {
      improved.push(m);
      continue;
    }
    if (m.alias === 'para' && notParabellum(s, m)) continue;
    kept.push(m);
    // a military load's designation ("SS109", "M855") names 5.56 NATO only when the title names no cartridge
    if (bare || WEAK_CALIBRE_ALIASES.has(m.alias)) {
      if (!weak) weak = m;
    } else if (!strong) strong = m;
  }
  // "A/B" names one cartridge twice (".308/7.62x51mm", ".223 / 5.56"): the first-named one is the product's
  const pair = kept.findIndex(
    (m, i) => i + 1 < kept.length && PAIR_SEPARATOR_RE.test(s.slice(m.end, kept[i + 1].start)),
  );
  const match = pair >= 0 ? kept[pair] : (strong ?? weak);
  if (!match && improved.length === 0) return abbreviatedCalibreIn(s, kept);
  const others = new Set(kept.filter((m, i) => i !== pair + 1 || pair < 0).map((m) => m.value));
  const confidence = !match ? 0 : others.size > 1 ? 0.6 : match === strong || pair >= 0 ? 0.95 : 0.75;
  const spans = improved.length ? [...kept, ...improved].sort((a, b) => a.start - b.start) : kept;
  return { slug: match ? match.value : null, match, spans, confidence };
}

/** No alias names a calibre: a cartridge's name abbreviated as feeds do ("6.8WST", "360 BUCKHMR"), read less surely. */
function abbreviatedCalibreIn(s: string, kept: AliasMatch[]): CalibreResult {
  const cut = abbreviatedCalibre(s);
  return cut
    ? { slug: cut.value, match: cut, spans: [cut], confidence: 0.75 }
    : { slug: null, match: null, spans: kept, confidence: 0 };
}

interface BrandResult {
  slug: string | null;
  matches: AliasMatch[];
  confidence: number;
}

/** Where an ammunition title's "with …" extras start ("… 300 Rounds with MTM Ammo Can"): brands after it are not the maker. */
function ammoExtrasAt(masked: string): number {
  const at = masked.search(/\s(?:with|w\/)\s/);
  return at >= 0 && AMMO_WORD_RE.test(masked.slice(0, at)) ? at : masked.length;
}

/**
 * Where any title's "with …" extras start, when a brand or a calibre was named before them ("Savage Axis … w/ Bushnell
 * 3-9x40", "Swedish M96 6.5x55mm W/Simmons 3-9x32mm Scope"): the product is named first, its extras after.
 */
function extrasAt(masked: string, matches: readonly AliasMatch[]): number {
  const w = masked.search(/\s(?:with\s|w\/)/);
  // (the ammunition extras' "with" is one of these too: most titles have neither)
  if (w < 0) return masked.length;
  const at = ammoExtrasAt(masked);
  if (at < masked.length) return at;
  return matches.some((m) => m.end <= w) || masked.slice(0, w).includes(MASK) ? w : masked.length;
}

/**
 * "Premium 9mm Bolt Carrier Assembly - Glock": a gun maker closing a part's title after a dash is its fitment.
 * A maker of no guns cannot be fitted, so "Scope Rings 1\" Medium - Leupold" closes with its own maker.
 */
function trailingFitment(masked: string, m: AliasMatch): boolean {
  if (!closingBrand(masked, m) || !manufacturerMakes(m.value)?.firearm) return false;
  // (a gun's own specs name no part: "700 BLD .308 Win Bolt Action Rifle - Remington", "PRECISION 22WMR 18'' BARREL
  // 15+1 - RUGER", "… Walnut Stock/Blued - BROWNING")
  const before = withoutWithClause(masked.slice(0, m.start));
  if (GUN_CLASS_RE.test(before)) return false;
  // (nor is a part of the maker's own model: "SR40/SR40C Magazine, 15 Rnd - Ruger")
  const model = findGunModel(masked, [m], m.value);
  const lead = model ? masked.slice(0, model.start) : '';
  if (model && !FITMENT_ONLY_RE.test(lead) && !/\bfor\s+$/.test(lead)) return false;
  const parts = before.replace(ACTION_RE, ' ').replace(barrelSpec(before), ' ').replace(GUN_PART_FEATURE_RE, ' ');
  return PART_NOUN_RE.test(parts);
}
const ACTION_RE = /\b(?:bolt|lever|pump|slide|break)[\s-]action\b/g;

const INCH_MARK_AFTER_RE = /^\s?(?:"|in\b|inch)/;
const FIREARMS_AFTER_RE = /^\s*(?:firearms|arms)\b/;

/** A brand closing the title after a dash ("… - Savage"): the store's maker suffix, even after the "with …" extras. */
function closingBrand(masked: string, m: AliasMatch): boolean {
  // (the end first: most brands close no title, and the dash's regex is tried at every place before the brand)
  return masked.slice(m.end).trim() === '' && /\s-\s*$/.test(masked.slice(0, m.start));
}

/** "Complete Lower Magpul MOE Edition": a brand after the part it furnishes, naming an edition, is a feature. */
function editionOfPart(masked: string, m: AliasMatch): boolean {
  return (
    /^\s+(?:[a-z]+\s+)?edition\b/.test(masked.slice(m.end, m.end + 24)) && PART_NOUN_RE.test(masked.slice(0, m.start))
  );
}

function findBrand(masked: string): BrandResult {
  const all = BRANDS.findAll(masked);
  const cut = extrasAt(masked, all);
  const matches = all.filter((m) => m.start < cut || closingBrand(masked, m));
  let strong: AliasMatch | null = null;
  let weak: AliasMatch | null = null;
  let fitment: AliasMatch | null = null;
  const kept: AliasMatch[] = [];
  for (const m of matches) {
    const before = masked.slice(Math.max(0, m.start - 24), m.start);
    const after = masked.slice(m.end, m.end + 12);
    if (m.alias === 'fn' && flatNose(before, after)) continue;
    if (m.alias === 'estate' && /^\s*(?:sale|find|item|gun)/.test(after)) continue;
    // "… .308 Win", "223 Rem": an abbreviation right after a calibre belongs to the calibre's name
    if (ABBREVIATION_ALIASES.has(m.alias) && /\u0001\s*$/.test(before)) continue;
    // "Tube Fed", "Mag Fed", "Belt-Fed": how a gun is fed, not Federal
    if (m.alias === 'fed' && FED_BY_RE.test(before)) continue;
    // "Ruger Marlin 336": Marlin's guns under Ruger's ownership keep Marlin's name
    if (m.value === 'ruger' && /^\s*marlin\b/.test(after)) continue;
    // "Uncle Henry" knives are Schrade's, not Henry Repeating Arms
    if (m.value === 'henry' && /\buncle\s*$/.test(before)) continue;
    // "Wolf Grey" is a colour of stocks and furniture, not Wolf ammunition
    if (m.value === 'wolf' && /^\s*gr[ae]y\b/.test(after)) continue;
    // "Muddy Girl" is a camo pattern printed on guns and cases, not Muddy Outdoors
    if (m.alias === 'muddy' && /^\s*girl\b/.test(after)) continue;
    // "1.5MM ALLEN KEY", "SLEEVE NUT ALLEN": a hex key or head, not Allen Company
    if (m.alias === 'allen' && (ALLEN_TOOL_AFTER_RE.test(after) || /\b(?:nut|screw|bolt)s?\s*$/.test(before))) continue;
    // "B&T TP9 PRO PSTL 9MM 5.11\" 30RD": a number before an inch mark is a barrel's length, not 5.11 Tactical
    if (/^\d/.test(m.alias) && INCH_MARK_AFTER_RE.test(after)) continue;
    // "Fusion Firearms XP Pro 9": an ammunition maker's line name before "Firearms" names a gun maker of that name
    if (FIREARMS_AFTER_RE.test(after) && !manufacturerMakes(m.value)?.firearm) continue;
    const standard = STANDARD_AFTER[m.alias];
    if (standard && m.start > 0 && standard.test(masked.slice(m.end, m.end + 16))) continue;
    if (STYLE_AFTER.test(masked.slice(m.end, m.end + 24))) continue;
    kept.push(m);
    // "Front Sight for Ruger SR22" with its maker unnamed (or not in our vocabulary): the gun's maker is not the brand
    if (!strong && !weak && (FOR_GUN_BEFORE_RE.test(before) || trailingFitment(masked, m) || editionOfPart(masked, m)))
      continue;
    const bulletMaker = BULLET_MAKERS.has(m.value) && WEIGHT_BEFORE_RE.test(before);
    if (((strong || weak) && FITMENT_BEFORE_RE.test(before)) || COMPONENT_AFTER_RE.test(after) || bulletMaker) {
      if (!fitment) fitment = m;
      continue;
    }
    if (WEAK_BRAND_ALIASES.has(m.alias)) {
      if (!weak) weak = m;
    } else if (!strong) strong = m;
  }
  // importer brands sourced from several factories are the brand of record ("by Pobjeda Tech MAXXTech"), but not
  // beside a maker of guns only: "CVA Wolf 50 Cal Muzzleloader" names CVA's Wolf model
  const gunMaker = kept.some((m) => makesOnlyGuns(m.value));
  const importer = gunMaker ? undefined : kept.find((m) => IMPORTER_BRANDS.has(m.value));
  // "LightTuck IWB Glock 17 by Vedder", "Holster pour Glock 17 de Blackhawk": a closing "by <brand>" ("de", "par" in
  // French) names the maker; the brand before it is fitment
  const byMaker = kept.find(
    (m) =>
      /^\s*(?:,|-|$)/.test(masked.slice(m.end)) && BY_BEFORE_RE.test(masked.slice(Math.max(0, m.start - 24), m.start)),
  );
  // "Scope Base Remington 700 SA - Weaver": a maker of no guns closing the title after a dash is the maker of the part
  // named for the gun before it
  const closing =
    strong && manufacturerMakes(strong.value)?.firearm
      ? kept.find((m) => closingBrand(masked, m) && !manufacturerMakes(m.value)?.firearm)
      : undefined;
  const leading = strong ? null : leadingMaker(masked);
  if (leading) return { slug: leading, matches: kept, confidence: 0.8 };
  const pick = importer ?? byMaker ?? closing ?? licensor(masked, weak, strong) ?? strong ?? weak;
  if (pick) return { slug: pick.value, matches: kept, confidence: pick === weak ? 0.7 : 0.95 };
  // a distributor's code for the maker before a bullet's maker or a fitment ("WBY AMMO 257WBY 100GR HRNDY INTER")
  const code = distributorCode(masked) ?? fitment?.value ?? null;
  return { slug: code, matches: kept, confidence: code ? 0.7 : 0 };
}

/**
 * "ALLEN RUGER 10/22 RIFLE CASE": a maker of accessories only whose short name opens the title, before a gun maker's
 * name, made the product under that gun maker's licence (or for its guns).
 */
function licensor(masked: string, weak: AliasMatch | null, strong: AliasMatch | null): AliasMatch | null {
  if (!weak || !strong || weak.start > strong.start || masked.slice(0, weak.start).trim() !== '') return null;
  const makes = manufacturerMakes(weak.value);
  const accessoriesOnly = makes !== null && makes.accessory && !makes.firearm && !makes.ammunition;
  return accessoriesOnly && manufacturerMakes(strong.value)?.firearm ? weak : null;
}

/** "147gr FMJ FN", "FN 50rd" are flat noses; a title opening "FN 509 …" names FN Herstal's model. */
function flatNose(before: string, after: string): boolean {
  const opensTitle = /^\s*$/.test(before) && !/^\s*\d+\s*-?\s*(?:rds?|rounds?|rnds?|ct)\b/.test(after);
  return !opensTitle && (BULLET_WORD_BEFORE_RE.test(before) || /^\s*(?:bullets?|\d)/.test(after));
}

function brandAliasAt(text: string, at: number): boolean {
  return BRANDS.matchAt(text, at) !== null;
}

/**
 * "Shark Coast AR with Magpul Furniture", "1911 45 … TRIJICON NIGHT SIGHTS": on a gun, a maker of no guns named after
 * the title's first word made a feature (a gun's maker opens its title: "GEISSELE SPRDTY MOD1 RFL 556"). A maker of
 * cartridges and no guns made no gun wherever it is named ("FUSION XF PRO 9MM 4\" 10RD": Fusion Firearms, not
 * Federal's line).
 */
function featureMakerNamed(text: string, matches: readonly AliasMatch[], slug: string | null): boolean {
  const makes = slug ? manufacturerMakes(slug) : null;
  if (!makes || makes.firearm) return false;
  if (makes.ammunition) return true;
  const named = matches.find((m) => m.value === slug);
  return named !== undefined && text.slice(0, named.start).trim() !== '';
}

function makesOnlyGuns(slug: string): boolean {
  const makes = manufacturerMakes(slug);
  return makes !== null && makes.firearm && !makes.ammunition;
}

function leadingMaker(masked: string): string | null {
  const lead = LEADING_MAKER_RE.exec(masked);
  return lead ? manufacturerByName(lead[1]) : null;
}

function distributorCode(masked: string): string | null {
  const code =
    LEADING_CODE_RE.exec(masked) ?? LEADING_GLUED_CODE_RE.exec(masked) ?? CODE_BEFORE_MODEL_NAME_RE.exec(masked);
  return code ? (DISTRIBUTOR_CODES[code[1]] ?? null) : null;
}

function brandFromText(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const s = normalizeTitle(raw.replace(/[-_+]+/g, ' '));
  const matches = BRANDS.findAll(s);
  for (const m of matches) if (!WEAK_BRAND_ALIASES.has(m.alias)) return m.value;
  return matches.length ? matches[0].value : null;
}

function urlPath(url: string | null | undefined): string {
  if (!url) return '';
  const noQuery = url.split(/[?#]/)[0];
  const m = /^[a-z]+:\/\/[^/]+(\/.*)?$/i.exec(noQuery);
  const path = m ? (m[1] ?? '') : noQuery;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The retailer's own words about the product (type, breadcrumbs, tags) and, unless told not to, the URL path. */
function hintText(input: ListingInput, withUrl = true): string {
  const parts: string[] = [];
  if (input.productType) parts.push(input.productType);
  if (input.categories) parts.push(...input.categories);
  if (input.tags) parts.push(...input.tags);
  const path = withUrl ? urlPath(input.url) : '';
  if (path) parts.push(path.replace(/[-_/+.]+/g, ' '));
  return parts.join(' | ').toLowerCase();
}

function typeFromHints(h: string): ProductType | null {
  if (!h) return null;
  if (HINT_AMMO_RE.test(h)) return 'ammunition';
  if (HINT_ACCESSORY_RE.test(h)) return 'accessory';
  if (HINT_FIREARM_RE.test(h)) return 'firearm';
  return null;
}

// brass a gun is made of ("Brass Frame", "brass trigger guard") is not cartridge brass
const BRASS_RE = /\bbrass\b(?![\s-]+(?:frame|framed|trigger guard|backstrap|bead|accents?|inlays?)\b)/;
/** Reloading components: bullets, primers, powder, dies; bare "brass" only without grain or bullet design. */
function isReloading(t: string, grain: boolean): boolean {
  // only these two say reloading; most titles name neither, and need none of the tests that veto them
  const strong = RELOADING_WORD_RE.test(t) && RELOADING_STRONG_RE.test(t);
  if (!strong && !BRASS_RE.test(t)) return false;
  // bullets sold in an ammo can are still bullets; merchandise of a bullet maker is merchandise
  if (AMMO_OVERRIDES_RELOADING_RE.test(AMMO_CONTAINERS.replace(t, ' ')) || CLEANING_TOOL_RE.test(t)) return false;
  if (APPAREL_RE.test(t) || BODY_ARMOUR_RE.test(t)) return false;
  if (strong) return true;
  // a brass receiver or frame beside a barrel's length ("Henry Big Boy Brass 357MAG 16.5\"") is a gun's
  return BRASS_RE.test(t) && !grain && !AMMO_WEAK_RE.test(t) && !FIREARM_NOUN_RE.test(t) && !hasGunLength(t, true);
}

// (before a closing licence class: "… 243WIN/20 SCOPE - Non-Restricted")
const SCOPE_CLOSING_RE = /\bscope(?:\s+[a-z]{2,4})?\s*(?:[-(]\s*(?:non[\s-]?restricted|nr)\)?\s*)?$/;
const THREAD_PITCH_RE =
  /\b(?:1\/2|5\/8|9\/16|3\/4|\.578)\s?["']?\s?[x-]\s?(?:24|28|32|36|40)\b|\bm1[3-8]\s?x\s?1(?:\.5)?\b/;
const BULLETS_RE = /\b(?:bullets|projectiles|balles de rechargement)\b/;
const MUZZLE_DEVICE_FIRST_RE = /^[\s\u0001]*(?:suppressors?|silencers?|moderators?|silencieux)\b/;

const SOLD_TOGETHER_RE = /\b(?:kits?|sets?|combos?|bundles?|packages?|pkg)\b/;

function categoryOf(text: string): AccessoryCategory | null {
  // "Red Dot Reflex Sight, 4 Reticles, Weaver Base, Black": the first comma segment names the product, the rest its
  // specs, unless the title sells the listed things together ("Magazine, Manual, Lock accessory kit")
  const comma = text.indexOf(',');
  if (comma > 0 && !SOLD_TOGETHER_RE.test(text)) {
    const head = categoryOfWords(text.slice(0, comma));
    if (head && head !== 'general') return head;
  }
  return categoryOfWords(text);
}

/**
 * Every category's words in one regex: its leftmost match is the first accessory noun (the least index over the rules,
 * found in one scan instead of one per rule), and text it does not match has no category.
 */
export const ACCESSORY_NOUNS_SOURCE = [...CATEGORY_RULES.map(([re]) => re), GENERAL_NOUN_RE]
  .map((re) => `(?:${re.source})`)
  .join('|');
/**
 * Where the first accessory noun begins, for the union and the categories (the same words): found by a trie of the
 * words' first characters and a small regex run where one begins, not a scan of the whole union (start-gate.ts).
 */
const ACCESSORY_GATE = new StartGate(new RegExp(ACCESSORY_NOUNS_SOURCE));
if (!ACCESSORY_GATE.exact) throw new Error('the accessory nouns gate must find where they begin');

const CATEGORY = new FirstRule<AccessoryCategory>([...CATEGORY_RULES, [GENERAL_NOUN_RE, 'general']], ACCESSORY_GATE);

function categoryOfWords(text: string): AccessoryCategory | null {
  return CATEGORY.first(text);
}

function firstIndex(re: RegExp, s: string): number {
  const m = re.exec(s);
  return m ? m.index : -1;
}

function hasAccessoryNoun(text: string): number {
  // "Tactical" describes guns as often as gear ("Mossberg 500 Tactical 12 ga"): it names no accessory by itself
  const s = text.includes('tactical') ? text.replace(/\btactical\b/g, '         ') : text;
  return ACCESSORY_GATE.next(s, 0);
}

interface TypeDecision {
  type: ProductType;
  categoryText?: string;
  fitmentOnly?: boolean;
  confidence?: number;
}

/** A barrel length in inches ("3.9\"", "4.75IN", "22 po"): never printed on a rifle or pistol cartridge's box. */
const GUN_LENGTH_RE = /\b\d{1,2}(?:\.\d{0,2})?\s?-?\s?(?:"|''|in\b|inch(?:es)?\b|po\b)/;
type MakesOf = ReturnType<typeof manufacturerMakes>;
// a gun's metal finish ("PPK .380 ACP STAINLESS 6RD"): never a cartridge's (a case is brass, steel or nickel)
const GUN_FINISH_RE = /\b(?:stainless|blued|parkerized|cerakoted?|nitrided?|melonite|tenifer)\b/;
/**
 * A count that is a magazine's or cylinder's capacity: from a maker that sells no ammunition, beside a barrel length or a
 * gun's finish, or a number no box holds.
 */
function countIsCapacity(
  t: string,
  makes: MakesOf,
  kind: ReturnType<typeof calibreKind>,
  count: number | null,
): boolean {
  // a shotshell's length (2-3/4", 3") is printed on the box, a shotgun's barrel (14" and more) is not
  const length = kind === 'shotgun' ? hasGunLength(t, true) : GUN_LENGTH_RE.test(t);
  const odd = count !== null && isOddCount(count);
  return (makes !== null && !makes.ammunition) || length || odd || GUN_FINISH_RE.test(t);
}
/** The brand sells only this kind of product. */
function makesOnly(makes: MakesOf, kind: keyof NonNullable<MakesOf>): boolean {
  return (
    makes !== null && makes[kind] && [makes.ammunition, makes.firearm, makes.accessory].filter(Boolean).length === 1
  );
}

interface TypeContext {
  kind: ReturnType<typeof calibreKind>;
  makes: ReturnType<typeof manufacturerMakes>;
  /** a firearm noun is named, once a rule asks (see namesFirearm): a title with an ammunition word is decided first */
  firearmNoun?: boolean;
  /** the maker's own gun model named, with no accessory before it, once a rule asks (see gunModelOf) */
  model: ModelQuery;
  /** the text the type is decided on, and its count reading once a rule asks for it (most titles never do) */
  t: string;
  reading?: CountReading | null;
}

function namesFirearm(ctx: TypeContext): boolean {
  if (ctx.firearmNoun === undefined) ctx.firearmNoun = FIREARM_NOUN_RE.test(ctx.t);
  return ctx.firearmNoun;
}

function countReading(ctx: TypeContext): CountReading | null {
  if (ctx.reading === undefined) ctx.reading = readBoxQuantity(ctx.t);
  return ctx.reading;
}

/** A count read with a unit or as a box and a case ("20/10"): sure enough to stand for a box of cartridges. */
function boxCounted(ctx: TypeContext): boolean {
  return (countReading(ctx)?.confidence ?? 0) >= 0.75;
}

/** Only a count written with a unit or a box notation counts as evidence of ammunition ("10/22" is a rifle). */
function qtyOf(ctx: TypeContext): number | null {
  const reading = countReading(ctx);
  return reading && reading.confidence >= 0.9 ? reading.n : null;
}

const GRAIN_UNIT_RE = new RegExp(`\\d\\s*-?\\s*(?:${GRAIN_UNITS})(?![a-z])`);
// (a bare "NNg" opening the title, or glued to a generation's number, is a model's name: "92G Elite LTT 9mm 18rd",
// "GLK 17G5 9MM 17RD")
const GRAIN_WORD_RE = new RegExp(`${GRAIN_UNIT_RE.source}|\\b\\d{2,3}(?<!^\\s*\\d+)\\s?g(?![a-z\\d])`);
// "Boîte ancienne 22 LR …", "Boîte 500 22lr": a French box beside a calibre holds cartridges (not an ammo can or a case)
const FRENCH_BOX_RE = /\bbo[iî]tes?\b(?!\s+(?:à|a|de|pour)\s+(?:munitions|rangement|transport|nettoyage))/;
const GAUGE_WORD_RE = new WordGated(['ga'], /\b\d+\s*(?:ga|gauge)\b/);
const COUNT_UNIT_RE =
  /\b(?:rounds? of|box of|case of|brick of|flat of|bo[iî]te de|paq\.? de)\b|\b(?:bo[iî]te|bte|bts|par)\s+\d{2}|\bpaq\.?\s+\d|(?:^|\s)x\s?\d{2}|\d\s*-?\s*(?:rounds?|rds?|rnds?|ct|count|balles|cartouches|munitions|shells|cart(?=\.))\b|\b(?:tin|can|crate|bucket|brick)\s+\d{2,5}\b(?!\s*(?:cal|mm))|\d+\s*(?:per\s*|\/\s*)(?:box|bx|case|cs|rd|rds)\b|\d\s*(?:bx|box)\s*\/\s*\d*\s*(?:cs|case)\b/;
// wording that only a gun has: a barrel length, an action, a package with a scope
const GUN_ONLY_RE = new WordGated(
  ['action', 'scope'],
  /\b(?:bolt|lever|pump|semi[\s-]?auto(?:matic)?|break|single[\s-]shot)[\s-]action\b|\bscope (?:package|pkg|combo)\b|\bw\/\s*scope\b/,
);

const FRENCH_BARREL_FIRST_RE = /^[\s\u0001]*canons?\b(?!\s+(?:lisse|ray[ée]))/;
const MUZZLELOADER_GUN_RE = /\bmuzzle[\s-]?loa?ders?\b|\bblack ?powder (?:rifle|gun)s?\b/;

/** A model number outside the masked calibre and brand ("X95", "G22", "783"). */
function hasModelToken(t: string): boolean {
  return /\b[a-z]*\d+[a-z0-9-]*\b/.test(t.replace(/\u0001+/g, ' '));
}

/**
 * "Glock G22 Gen4 + 500 Round of PMC 40 S&W 180gr COMBO": a gun maker's model named first, then "+" what comes with
 * it. The gun is the product; the ammunition, optic or case after the "+" is the bundle's extra.
 */
function gunBundle(t: string, makes: MakesOf): boolean {
  const at = t.search(/\s\+\s/);
  if (at < 0 || !makes?.firearm) return false;
  const head = t.slice(0, at);
  if (!hasModelToken(head)) return false;
  const ammoHead = AMMO_WORD_RE.test(head) || GRAIN_WORD_RE.test(head) || COUNT_UNIT_RE.test(head);
  return !ammoHead && !SHOTSHELL_RE.test(head) && hasAccessoryNoun(head) < 0;
}

/** Names of gun platforms sold under many makers or none (surplus): only a gun is called that. */
const GUN_PLATFORM_RE =
  /\b(?:sks|ak-?47|akm|ak-?74|mosin(?:[\s-]nagant)?|makarov|garand|smle|k98k?|kar\s?98k?|m1a|mas[\s-]?\d{2}|sterling smg|1911a1)\b/;
// a classic gun's design named by its year ("1858 Remington", "1860 Army", "1873 Winchester"), as replica makers and
// their importers title them
const HISTORIC_DESIGN_RE =
  /\b18[3-9]\d\s+(?:army|navy|remington|colt|winchester|henry|sharps|dragoon|walker|pocket|police|trapdoor|springfield|spencer|schofield|cattleman|yellowboy|sheriff)\b/;
// a part that converts a gun to another cartridge ("Conversion Cylinder 1858 Army … to 45LC (5 Shot)", "Rimfire
// Conversion Kit"): sold for the gun, whatever the gun's words around it say
const CYLINDER_RE = /\bcylinders?\b/;
const CONVERSION_PART_RE = /\b[ck]onver(?:sion|ter) (?:cylinders?|kits?)\b|\bconv\b/;
// "Star Model BM 9mm", "Mod. 70": a model named with the word, which ammunition titles do not use
const NAMED_MODEL_RE = new WordGated(['mod'], /\bmod(?:el|\.)\s+[a-z0-9]/);
const CHAMBERED_IN_RE = new WordGated(
  ['in'],
  /\bin\s\d{1,2}(?:\.\d{1,2})?\s?x\s?\d{2}(?:\s?mm)?r?\b(?!\s*(?:mm\s*)?(?:scopes?|binoculars?|optics?))/,
);
// a match load named after the gun it is for ("Rifle Match", "Pistol Match"); "Rifle Match Grade Barrel" is a gun's
const MATCH_LOAD_RE = new WordGated(['match'], /\b(?:rifle|pistol)\s+match\b(?!\s+(?:grade|barrel|chamber|trigger))/);

/**
 * "Fiocchi Ammunition Hyperformance Hunt … 139 Grains SST": the maker's own name says ammunition (the word is masked
 * with the brand), the title weighs or counts a load, and nothing in it names an accessory or a gun.
 */
function makerSaysAmmunition(t: string, fullText: string, ctx: TypeContext): boolean {
  // a bullet weight with its unit outweighs a line's gun word ("Winchester Ammunition Super-X Rifle … 150 Grains")
  // (most titles whose type is still open have no ammunition word at all: that is read first)
  if (!AMMO_WORD_RE.test(fullText) || (namesFirearm(ctx) && !GRAIN_UNIT_RE.test(t))) return false;
  if (AMMO_WORD_RE.test(t) || hasAccessoryNoun(t) >= 0) return false;
  return qtyOf(ctx) !== null || GRAIN_WORD_RE.test(t) || AMMO_WEAK_RE.test(t);
}

// what a holder is made for ("Cartouchière pour 25 cartouches", "Ammo box for 50 rounds"): a capacity, not cartridges sold
const HOLDS_ROUNDS_RE = new WordGated(
  ['pour', 'for', 'hold'],
  /\b(?:pour|for|holds?)\s+(?:\d{1,4}\s*-?\s*)?(?:cartouches|balles|munitions|rounds|rds|shells|cartridges)\b/g,
);
// airgun pellets come in tins ("RWS Meisterkugeln .177 Tin 500"); a tin of cartridges names a rifle calibre
const TIN_RE = /\btins?\b/;
// a maker's name opening the title ("Bullets …"): see earlyType
const LEADING_BULLETS_RE = new WordGated(['bullets'], /^[\s\u0001]*bullets\b/);
/** Steps decided before any accessory or firearm reading: reloading components, airgun consumables, ammunition. */
function earlyType(t: string, calibre: string | null, fullText: string, ctx: TypeContext): TypeDecision | null {
  const isShotgun = ctx.kind === 'shotgun';
  const noContainers = HOLDS_ROUNDS_RE.replace(AMMO_CONTAINERS.replace(t, ' '), ' ');
  // "Winchester Model 670 .243Win w/ optic & ammo": ammunition sold with a gun is an extra, not the product
  const ammoWord =
    AMMO_WORD_RE.test(withoutWithClause(noContainers)) ||
    (calibre !== null && FRENCH_BOX_RE.test(t)) ||
    makerSaysAmmunition(t, fullText, ctx);
  const grain = GRAIN_WORD_RE.test(t) && !isShotgun;

  // 1. reloading components (bullets, brass, primers, powder, dies) are accessories; a leading "Bullets" is a maker's name
  if (isReloading(LEADING_BULLETS_RE.replace(t, ' '), grain)) return { type: 'accessory' };
  if (boreSizedBullets(fullText)) return { type: 'accessory', categoryText: 'reloading' };
  // 1b. sold by the count with a calibre, but not loaded ammunition (snap caps, dummy rounds, bore jags): an
  // accessory, even beside a gun's name ("Bore Snake 22 Cal Rifle"), unless the wording is a gun's own
  // (read unmasked: "Bore Snake" is also a brand's alias)
  if (namesNotAmmo(fullText)) return GUN_ONLY_RE.test(t) || hasBarrelSpec(t) ? null : { type: 'accessory' };
  if (sellsStripperClips(t)) return { type: 'accessory' };
  if (!calibre && APPAREL_RE.test(t)) return { type: 'accessory', categoryText: 'general' };

  // 2. airgun consumables (pellets, BBs, CO2); "9 pellets" in a shotshell title is a buckshot count
  const consumable =
    AIRGUN_CONSUMABLE.test(fullText) || (!ammoWord && PLOMBS_RE.test(t)) || (ctx.kind === 'airgun' && TIN_RE.test(t));
  if (consumable && !namesFirearm(ctx) && !isShotgun && !GAUGE_WORD_RE.test(t))
    return { type: 'accessory', categoryText: 'general' };

  // 3. strong ammunition evidence: an ammunition word decides it (no count veto applies to it)
  if (ammoWord) return { type: 'ammunition' };
  // (not beside a shotgun's barrel length: "ATI BULLDOG 12GA 18.5\" 5-Shot" holds five shells, not #5 shot)
  const shotshell = (isShotgun || GAUGE_WORD_RE.test(t)) && SHOTSHELL_RE.test(t) && !hasShotgunBarrel(t);
  const load: LoadEvidence = { t, calibre, noContainers, grain, shotshell };
  return namesFirearm(ctx) ? loadBesideGunNoun(load, ctx) : loadWithoutGunNoun(load, ctx);
}

/** Weaker evidence of ammunition than its word (a bullet weight, a shell, a count), read when the title has none. */
interface LoadEvidence {
  t: string;
  calibre: string | null;
  /** `t` without ammunition holders and the rounds they hold */
  noContainers: string;
  grain: boolean;
  shotshell: boolean;
  /** the count, once a rule asks for it (see loadCount) */
  count?: number | null;
}

/**
 * The count of a box of cartridges, read with its unit ("50 Rounds", "Box of 20", "20/box"), or null. Read only by
 * the rules that a calibre or a bullet weight lets through: most titles never need it, and it is costly (the unit is
 * looked for first: most titles print none).
 */
function loadCount(load: LoadEvidence, ctx: TypeContext): number | null {
  if (load.count === undefined) load.count = COUNT_UNIT_RE.test(load.noContainers) ? qtyOf(ctx) : null;
  return load.count;
}

/** A bullet weight beside a calibre, or a shell: a cartridge's. */
function isLoaded(load: LoadEvidence, ctx: TypeContext): boolean {
  return Boolean(load.grain && load.calibre && ctx.kind !== 'airgun') || load.shotshell;
}

const ACCESSORY_COUNT_RE =
  /\b(?:round|rd|rds)\s+(?:mag|magazine|drum|capacity)\b|\bmagazines?\b|\b[a-z]*mags?\b(?<!\b(?:short|ultra) mags?)|\bmaga(?:z|zi|zin)?\b|\bholsters?\b|\bpouch\b|\bhigh[\s-]?cap(?:acity)?\b/;
/**
 * A magazine, a holster, an ammunition holder or a conversion part is named: a count is what it holds. (Read, like
 * `gunWording`, only once a rule has found evidence of ammunition that it would veto: most titles have none.)
 */
function accessoryCountVeto({ t, noContainers }: LoadEvidence): boolean {
  return ACCESSORY_COUNT_RE.test(noContainers) || AMMO_STORAGE_GATED.test(t) || CONVERSION_PART_RE.test(t);
}

/** Wording only a gun has; a barrel's length is one beside a gun noun, unless a bullet weight or a shell says cartridges. */
function gunWording({ t, grain, shotshell }: LoadEvidence, ctx: TypeContext): boolean {
  if (GUN_ONLY_RE.test(t) || hasBarrelSpec(t)) return true;
  // ("1911 Pistol .45ACP 5-inch 8rd": 8rd is its capacity)
  return namesFirearm(ctx) && !grain && !shotshell && hasGunLength(t, ctx.kind === 'shotgun');
}

/** No gun noun: a bullet weight, a shell or a count with a calibre says ammunition, unless an accessory holds the count. */
function loadWithoutGunNoun(load: LoadEvidence, ctx: TypeContext): TypeDecision | null {
  const { t, calibre, grain, shotshell } = load;
  // "RUGER EC9s 9mm 7rd", "MAGPUL PMAG 30RD 5.56": a count from a maker that sells no ammunition is a capacity
  const count = calibre ? loadCount(load, ctx) : null;
  const capacity =
    count !== null &&
    !grain &&
    !shotshell &&
    (gunModelOf(ctx.model) !== null || countIsCapacity(t, ctx.makes, ctx.kind, count));
  if (isLoaded(load, ctx) || (count !== null && !capacity)) {
    if (grain || !accessoryCountVeto(load)) return { type: 'ammunition' };
  }
  // "SIG E277SFB13520 277FURY 135GR ELITE BALL 20/10": a cartridge we cannot name, weighed with its unit and counted
  // by the box, from a maker of ammunition
  // ("Gold Dot Bullets 100ct .40 180gr" are bullets for reloading)
  const unnamedLoad =
    !calibre &&
    ctx.kind !== 'shotgun' &&
    ctx.makes?.ammunition &&
    GRAIN_UNIT_RE.test(t) &&
    boxCounted(ctx) &&
    !BULLETS_RE.test(t);
  if (unnamedLoad && !accessoryCountVeto(load) && !gunWording(load, ctx))
    return { type: 'ammunition', confidence: 0.7 };
  return null;
}

/**
 * A firearm noun used as an adjective ("Hunting Rifle … 100 GR 20 Bx/25 Cs", "16 Gauge Shotgun - Box of 25"): a bullet
 * weight or a shell with a count is ammunition unless the wording is a gun's own. The rules' own evidence is read
 * first, the vetoes only when one has some.
 */
function loadBesideGunNoun(load: LoadEvidence, ctx: TypeContext): TypeDecision | null {
  const { t, calibre, grain } = load;
  const loaded = isLoaded(load, ctx);
  // (a maker's gun model named makes the count its capacity: "Norinco M14 .308 Win Rifle 5rd")
  const countable =
    loaded || (grain && AMMO_WEAK_RE.test(t)) || (ctx.makes?.ammunition && gunModelOf(ctx.model) === null);
  const count = calibre && countable ? loadCount(load, ctx) : null;
  // ("RIA TAC Ultra 10MM Pistol 4.25 8RD": a count no box holds is the pistol's, even from a maker of ammunition)
  const byCount = count !== null && (loaded || !isOddCount(count));
  // "Sellier & Bellot Rifle 6.5 Creedmoor 140 gr FMJBT": "Rifle" names the product line; a bullet weight written
  // with its unit and a bullet design are a cartridge's, never a gun's
  const byWeight = calibre && grain && GRAIN_UNIT_RE.test(t) && (AMMO_WEAK_RE.test(t) || ctx.makes?.ammunition);
  // "Prvi Partizan Rifle, 7MM Rem, 140 Grain, … 20 Round Box": a bullet weight with its unit and a round count are a
  // cartridge's even when its calibre is not one we can name; "22LR RIFLE MATCH", "Pistol Match": a match load's name
  const byName =
    ((!calibre && GRAIN_UNIT_RE.test(t) && loadCount(load, ctx) !== null) || (calibre && MATCH_LOAD_RE.test(t))) &&
    !GUN_LENGTH_RE.test(t);
  // "8x50R French Lebel Rifle Prvi Partizan": from a maker that loads ammunition and makes no guns, a gun noun beside a
  // calibre names the gun the cartridge is for, unless an accessory is named
  const byMaker = calibre && ctx.makes?.ammunition && !ctx.makes.firearm && hasAccessoryNoun(t) < 0;
  if (!(byCount || byWeight || byName || byMaker) || gunWording(load, ctx)) return null;
  if (!accessoryCountVeto(load)) {
    if (byCount) return { type: 'ammunition' };
    if (byWeight) return { type: 'ammunition', confidence: 0.8 };
    if (byName) return { type: 'ammunition', confidence: 0.7 };
  }
  return byMaker ? { type: 'ammunition', confidence: 0.7 } : null;
}

/**
 * A UPC under a company prefix that cartridge makers use for cartridges and never for guns (GS1 prefixes of Olin's
 * Winchester ammunition, Federal, CCI/Speer, PMC, Fiocchi, Magtech, Aguila, Sellier & Bellot, PPU): "Winchester 5.56 55
 * Service Grade 020892225626" is a box of cartridges. (Remington's and Hornady's prefixes are not here: Remington's guns
 * and Hornady's reloading gear share them.)
 */
const AMMO_UPC_RE =
  /(?<!\d)0?(?:020892|029465|604544|076683|741569|762344|754908|640420)\d{6}(?!\d)|(?<!\d)(?:8594199|8605003)\d{6}(?!\d)/;
/** A word or a number left in the masked title (a UPC is gone by then): a gun's model name or number. */
const NAMED_WORD_RE = /[a-z\d]/;
/** A count of rounds, cartridges or shells written out in words ("100 Rounds"; a "30rd" is as often a capacity). */
const ROUNDS_SOLD_RE = /\b\d{2,5}\s*(?:rounds|rds|rnds|cartridges|shells|cartouches|balles)\b/;

/** Steps 10–11: when the title itself does not say, the retailer's hints and then what the brand makes. */
function lateType(
  t: string,
  calibre: string | null,
  kind: ReturnType<typeof calibreKind>,
  makes: ReturnType<typeof manufacturerMakes>,
  input: ListingInput,
  core: string,
): TypeDecision {
  // 10. retailer hints
  const hinted = typeFromHints(hintText(input));
  if (hinted) return { type: hinted, confidence: 0.75 };

  // "RocketFire 10 * 100 Rounds": rounds counted out in words, with nothing else named, are cartridges
  if (!calibre && !makes && ROUNDS_SOLD_RE.test(t) && hasAccessoryNoun(core) < 0)
    return { type: 'ammunition', confidence: 0.6 };

  // 11. what the brand makes
  const modelToken = hasModelToken(t);
  if (makes) {
    const n = (makes.ammunition ? 1 : 0) + (makes.firearm ? 1 : 0) + (makes.accessory ? 1 : 0);
    if (n === 1)
      return {
        type: makes.ammunition ? 'ammunition' : makes.firearm ? 'firearm' : 'accessory',
        categoryText: core,
        confidence: 0.7,
      };
    if (calibre) {
      // no grain, count, bullet or ammo word: a gun maker's title with a calibre is a gun, if it names a model
      // ("Remington 30 Super Carry 047700487205" names none: the maker's cartridges) and carries no cartridge's UPC
      if (makes.firearm && (!makes.ammunition || NAMED_WORD_RE.test(core)) && !AMMO_UPC_RE.test(input.title))
        return { type: 'firearm', confidence: 0.5 };
      if (makes.ammunition) return { type: 'ammunition', confidence: 0.5 };
      return { type: 'accessory', categoryText: core, confidence: 0.5 };
    }
    // no accessory was named (step 7): a gun maker's model name is a gun ("Winchester SXP Hybrid")
    if (makes.firearm) return { type: 'firearm', confidence: 0.5 };
    if (makes.ammunition && !makes.accessory) return { type: 'ammunition', confidence: 0.5 };
    if (makes.accessory) return { type: 'accessory', categoryText: core, confidence: 0.5 };
    return { type: 'ammunition', confidence: 0.5 };
  }
  // a calibre and a model number or a gun's platform name but no grain, count or ammo word: a gun ("Tavor X95 5.56",
  // "Russian SKS 7.62x39")
  if (calibre) {
    const gun =
      (kind === 'airgun' || modelToken || GUN_PLATFORM_RE.test(t) || NAMED_MODEL_RE.test(t)) &&
      !AMMO_UPC_RE.test(input.title);
    return { type: gun ? 'firearm' : 'ammunition', confidence: 0.5 };
  }
  // a surplus platform's name and no accessory named ("Russian SKS w/ Bayonet", the bayonet an extra): the gun
  if (GUN_PLATFORM_RE.test(core)) return { type: 'firearm', confidence: 0.5 };
  return { type: 'accessory', categoryText: core, confidence: 0.5 };
}

// a gun's own parts listed as its features, in English or French: the magazines it comes with ("30rd Mag", "3-15RD
// MAGS", "chargeur 3 coups"; a "10rd Magazine" is the product), its sights, stock, grip, slide and flash hider
// ("Ghost Ring Sight", "Walnut Stock", "crosse synthétique", "Poly Grip/Frame", "Blue Slide"), a Mosin's "Hex Receiver"
const GUN_PART_FEATURE_RE =
  /\b\d{1,3}\s?-?\s?(?:rd|rds|rnd|rnds|round|rounds)\s+mags?\b|\b(?:ghost ring|night|fiber optic|novak|fixed|adjustable|tritium|3-dot|iron|x-?ray|ameriglo|tru-?glo|hi-?viz|siglite|u-notch|meprolight|heinie|dawson|suppressor height|contrast|white dot)\s+(?:front\s+|rear\s+)?sights?\b|\bbox\s+mags?\b|\u0001\s+(?:night\s+)?sights\b|\bflash (?:hider|suppressor)\b|\b(?:crimson trace\s+)?(?:laser\s?grips?|lasers?)\b|\b(?:wood|walnut|synthetic|laminated?|polymer|composite|hardwood|folding|collapsible|fixed|skeletonized|thumbhole|pistol grip|standard(?:[\s-]style)?|factory)\s+stocks?(?:\s*(?:and|&|\/)\s*(?:forends?|fore-ends?|forearms?))?\b|\b(?:wood|walnut|synthetic|laminated?|polymer|checkered|schnabel|beavertail|tactical)\s+(?:forends?|fore-ends?|forearms?)\b|\b(?:poly|polymer|rubber|wood|walnut|black|pistol|standard|birds?'?\s?head|g-?10|cocobolo|rosewood|pearl(?:ite)?)\s+grips?(?:\s?\/\s?frame)?\b|\bbirds?'?\s?head\b|\b(?:blue|blued|black|stainless|ss|nickel|two[\s-]tone|fde)\s+slide\b|\bchargeurs?\s+(?:de\s+)?\d{1,2}\s+(?:coups|cartouches|balles)\b|\bcrosse\s+(?:synth[ée]tique|noyer|bois|lamell[ée]e?|composite|pliante|ajustable)\b|\b(?:hex|round)\s+receiver\b/g;
// "…, SS 6rd Mag", "… - 380 - SS 6rd Mag", "6rd + 7rd Mags", "…, chargeur 3 coups": the short "mag" after a capacity,
// in a list of specs (by commas, or by dashes between three or more) or plural, is the gun's own magazine ("CZ 75 SP-01
// 9MM 18RD MAG" alone is a magazine)
const GUN_MAG_RE =
  /(?:,|\s-\s.*\s-\s).*(?:\d\s?-?\s?(?:rd|rds|rnd|rnds|round|rounds)\s+mags?\b|\bchargeurs?\s+(?:de\s+)?\d)|\d\s?-?\s?(?:rd|rds|rnd|rnds|round|rounds)\s+mags\b/;

/**
 * The part a variant listing sells, named in its last dash segment after a gun ("Ruger 10-22 Rifle - Complete Bolt
 * Assembly"), or null; not when the segments list the gun's specs and the last its own parts ("Ruger Mini-14 - 5.56
 * Rifle - Wood Stock").
 */
function variantPart(core: string, calibre: string | null): string | null {
  // (most titles have no dash at all, and need no split)
  if (!core.includes('-')) return null;
  const segs = core.split(/\s-\s/);
  if (segs.length < 2) return null;
  const last = segs[segs.length - 1];
  const ownParts = segs.length > 2 && calibre !== null ? last.replace(GUN_PART_FEATURE_RE, ' ') : last;
  const sold =
    !FIREARM_NOUN_RE.test(last) &&
    hasAccessoryNoun(ownParts) >= 0 &&
    FIREARM_NOUN_RE.test(segs.slice(0, -1).join(' - '));
  return sold ? last : null;
}

/**
 * "Ruger Mini-14 5.56, Wood Stock, 20rd Mag", "Benelli M4 12ga Shotgun Pistol Grip Stock Ghost Ring Sights": a gun's
 * title lists its parts. With a calibre and no maker of accessories only, they are features, not products, once
 * something else says gun (a gun noun, a barrel length, N+1, the short "mag" of its capacity) or several are listed.
 */
function withoutGunParts(
  core: string,
  t: string,
  calibre: string | null,
  makes: MakesOf,
  firearmNoun: boolean,
  gunModel: string | null,
): string {
  if (!calibre || (makes && !makes.firearm)) return core;
  if (gunModel) return withoutModelParts(withoutFeedFurniture(core.replace(gunModel, ' '), t), t);
  const parts = core.match(GUN_PART_FEATURE_RE);
  if (!parts) return core;
  const gun =
    firearmNoun || GUN_LENGTH_RE.test(t) || GUN_CLASS_RE.test(t) || GUN_MAG_RE.test(t) || GUN_PLATFORM_RE.test(t);
  return gun || parts.length > 1 || makesOnly(makes, 'firearm') ? core.replace(GUN_PART_FEATURE_RE, ' ') : core;
}

// a gun model's title lists its parts after its calibre by their kind ("Threaded Barrel", "Fluted Barrel", "Muzzle
// Brake", "Adjustable Trigger", "3 Chokes", "Modified Choke"); "Bolt" right before the calibre is the action ("CZ 527
// Carbine Bolt 7.62x39mm")
const MODEL_PART_FEATURE_RE =
  /\b(?:threaded|fluted|heavy|bull|sporter|tapered|octagon(?:al)?|round|match|target|carbon(?:\s+fib(?:er|re))?|stainless(?:\s+steel)?|ss|blued?|varmint|chrome[\s-]lined|(?:cold[\s-])?hammer[\s-]forged)\s+(?:bbl|barrel)s?\b|\bmuzzle\s+brake\b|\b(?:\d|modified|mod|full|improved(?:\s+cylinder)?|ic|cylinder|invector(?:[\s-]plus)?)(?:\s+factory)?\s+chokes?(?:\s+tubes?)?\b|\b(?:adjustable|accu|marksman|single[\s-]stage|two[\s-]stage|match|target)\s?triggers?\b/g;
const BOLT_ACTION_RE = /\bbolt(?=\s*\u0001)/g;

/**
 * The parts a gun model's title lists are features; on aftermarket-barrel platforms (10/22, AR-15) a described barrel
 * is sold alone unless more parts are listed, and a lone "6RD MAG" is the magazine sold, not the gun's.
 */
function withoutModelParts(core: string, t: string): string {
  let parts = 0;
  const out = core
    .replace(GUN_PART_FEATURE_RE, (m) => {
      parts++;
      return /mags?$/.test(m) && !listsMags(t) ? m : ' ';
    })
    .replace(BOLT_ACTION_RE, ' ');
  // (the described parts are counted only on a platform: elsewhere they are features whatever their number)
  if (!BARREL_PLATFORM_RE.test(t) || parts + (core.match(MODEL_PART_FEATURE_RE)?.length ?? 0) > 1)
    return out.replace(MODEL_PART_FEATURE_RE, ' ');
  return out;
}

/** The gun's magazines are listed, or beside a barrel length ("Mossberg Patriot 6.5CM 18'' Brl Threaded Box Mag"). */
function listsMags(t: string): boolean {
  return GUN_MAG_RE.test(t) || GUN_LENGTH_RE.test(t);
}

/**
 * "Ruger Mini 30 Ranch 7.62x39 SS Synthetic Stock", "Mossberg 590 Shockwave 12ga": the maker's own model is named
 * after its name. Not evidence of a gun when an accessory or a fitment word comes before the maker ("Stock for Ruger
 * Mini-14", "Magazine Ruger 10/22"), nor when an accessory is named between the model and its calibre, or after the
 * model when no calibre follows ("Ruger 10/22 25rd Magazine", "CZ 457 Trigger Spring"). Returns the model as written.
 */
function gunModelNamed(masked: string, cal: CalibreResult, br: BrandResult): string | null {
  if (!br.slug) return null;
  // a feed's maker code and item number stand where the maker's name would ("RUG 8500 AR556 5.56NATO …")
  const brand = br.matches.find((m) => m.value === br.slug) ?? feedCodeAsBrand(masked, DISTRIBUTOR_CODES, br.slug);
  const model = brand ? findGunModel(masked, [brand], br.slug) : null;
  if (!model || !brand) return null;
  const before = masked.slice(0, Math.min(brand.start, model.start));
  if (FOR_GUN_BEFORE_RE.test(before) || FITMENT_ONLY_RE.test(before) || hasAccessoryNoun(before) >= 0) return null;
  const calibreAfter = cal.spans.find((s) => s.start >= model.end);
  let head = masked
    .slice(model.end, calibreAfter ? calibreAfter.start + 1 : masked.length)
    .replace(GUN_FEATURE_RE, ' ');
  // described parts before the calibre are the gun's too ("Savage 110 Hunter Synthetic Stock .308 Win")
  if (calibreAfter) head = head.replace(GUN_PART_FEATURE_RE, ' ').replace(BOLT_ACTION_RE, ' ');
  return hasAccessoryNoun(head) < 0 ? masked.slice(model.start, model.end) : null;
}

/** What gunModelNamed reads, and its answer once a type rule asks for it: most titles are decided before any does. */
interface ModelQuery {
  afterCal: string;
  cal: CalibreResult;
  br: BrandResult;
  model?: string | null;
}

function gunModelOf(q: ModelQuery): string | null {
  if (q.model === undefined) q.model = gunModelNamed(q.afterCal, q.cal, q.br);
  return q.model;
}

/**
 * "Glock 17 Barrel 9mm", "Lone Wolf Glock 19 Barrel": a gun model's number right before "barrel" is the model, not the
 * barrel's length (a comma keeps the two apart); the barrel is the product.
 */
function modelBeforeBarrel(masked: string, afterCal: string, matches: readonly AliasMatch[]): string {
  if (!masked.includes('barrel') && !masked.includes('bbl')) return masked;
  for (const m of matches) {
    const model = findGunModel(afterCal, [m], m.value);
    if (model && /\d$/.test(model.alias) && /^\s+(?:bbl|barrel)s?\b/.test(masked.slice(model.end)))
      return `${masked.slice(0, model.end)},${masked.slice(model.end)}`;
  }
  return masked;
}

/**
 * Read from the spec list before the accessory nouns a title lists are weighed: calibre, barrel length and capacity
 * together describe the whole gun ("… 16.1'' Spiral Fluted Barrel w/ Folding Sights 30+1 FDE"); a muzzleloader may be
 * named by its calibre's own name ("Knight Bighorn 50 Cal Muzzleloader", masked with the calibre; its bullets, sabots
 * and powder weigh in grains or name themselves); a French title opening with "Canon" sells the barrel ("Canon de
 * remplacement … calibre 12 28 po"), whatever gun it names.
 */
function specDecision(t: string, fullText: string, calibre: string | null, makes: MakesOf): TypeDecision | null {
  if (FRENCH_BARREL_FIRST_RE.test(t)) return { type: 'accessory', categoryText: 'barrel' };
  const kind = calibre ? calibreKind(calibre) : null;
  if (kind === 'muzzleloader' && MUZZLELOADER_GUN_RE.test(fullText) && !GRAIN_WORD_RE.test(t))
    return hasAccessoryNoun(t) < 0 ? { type: 'firearm', confidence: 0.8 } : null;
  if (calibre && !makesOnly(makes, 'accessory') && wholeGunSpec(t, kind === 'shotgun'))
    return { type: 'firearm', confidence: 0.85 };
  // a barrel made for a gun, or a title that opens with a part's name, sells the part
  if (sellsBarrelAlone(withoutWithClause(t)) || opensWithPart(t)) return { type: 'accessory', categoryText: t };
  return null;
}

/**
 * A part named with the gun it is for ("Rifle Sling", "AR-15 Upper", a conversion cylinder), or a classic design named by
 * its year that lists only its own parts: decided before the accessory and gun nouns are weighed.
 */
function gunPartOrDesign(core: string, t: string, fireIdx: number): TypeDecision | null {
  const partOfGun =
    FIREARM_COMPOUND_RE.test(core) ||
    (fireIdx >= 0 && FIREARM_PART_HEAD_RE.test(core)) ||
    GUN_SCOPE_RE.test(core) ||
    CONVERSION_PART_RE.test(core);
  if (partOfGun && !AIR_RIFLE_KIT_RE.test(core)) return { type: 'accessory', categoryText: core };
  // a classic design named by its year, with nothing but its own parts listed ("1860 Army, Brass Frame, Blued Barrel");
  // a cylinder named with it is the part sold
  if (HISTORIC_DESIGN_RE.test(t) && !CYLINDER_RE.test(t) && hasAccessoryNoun(withoutModelParts(core, t)) < 0)
    return { type: 'firearm', confidence: 0.8 };
  return null;
}

// what a gun lists among its features; a barrel, an upper or a slide after its length is the part sold
const BRACE_OR_RAIL_AT_RE = /^(?:braces?|rails?)\b/;
const GUN_FEATURE_AT_RE = /^(?:mags?|magazines?|sights?|grips?|braces?|stocks?|rails?|holsters?|hlstrs?)\b/;
/**
 * "LWRC IC-9 SBR 9mm Luger 27rd Magazine 5.6' Barrel", "MAT9-K-5 9mm 5In Glk Mag Black w/A3 Brace": with a calibre (or
 * a maker of guns only) and a barrel length, accessory nouns named only after the gun's specs are its features. An
 * accessory names itself first ("Holster Glock 19 4in"), and a magazine or a sight sold alone states no barrel length.
 */
function featuresAfterSpecs(t: string, calibre: string | null, makes: MakesOf, kind: string | null): boolean {
  if (makesOnly(makes, 'accessory') || (!calibre && !makesOnly(makes, 'firearm'))) return false;
  if (kind === 'shotgun') return chokeAfterBarrel(t);
  const length = GUN_LENGTH_RE.exec(t);
  const capacity = CAPACITY_RE.exec(t);
  const acc = hasAccessoryNoun(t);
  // with no barrel length, a brace or rail after the capacity ("CENT ARMS AP5 9MM 30RD BLK BRACE", "GLOCK 48 9MM 10RD
  // BLK FRONT RAIL"); a magazine's count is its own
  if (!length) return capacity !== null && acc > capacity.index && BRACE_OR_RAIL_AT_RE.test(t.slice(acc));
  const specs = capacity ? Math.min(capacity.index, length.index) : length.index;
  return acc > specs && GUN_FEATURE_AT_RE.test(t.slice(acc));
}

/** "CZ ALL-USA 12-30\" IC FACTORY CHOKE": a choke named first after a shotgun's barrel length is the gun's. */
function chokeAfterBarrel(t: string): boolean {
  const choke = CHOKE_RE.exec(t);
  return choke !== null && hasAccessoryNoun(t) === choke.index && hasShotgunBarrel(t.slice(0, choke.index));
}

/**
 * "Suppressor Rifle ONE Silencer 300 WM": a muzzle device named first is the product, the gun after it what it is for.
 * "BAD THUMPER MB 22CAL 1/2X28", "GUNFIGHTER COMP MOD0 556 1/2X28": a thread pitch with no gun named, no barrel length
 * and no capacity is a muzzle device's (or the part's that carries it).
 */
function muzzleDevice(t: string, core: string, accIdx: number, fireIdx: number): TypeDecision | null {
  if (accIdx >= 0 && MUZZLE_DEVICE_FIRST_RE.test(core)) return { type: 'accessory', categoryText: core };
  if (fireIdx < 0 && THREAD_PITCH_RE.test(t) && !GUN_LENGTH_RE.test(t) && !CAPACITY_RE.test(t))
    return { type: 'accessory', categoryText: accIdx >= 0 ? core : 'muzzle' };
  return null;
}

// gear that is never a gun's own feature ("Magazine Loader TX22 Pistol": a loader is never part of the gun)
const LOADER_RE = /\b(?:mag(?:azine)?|speed|ammo) ?loaders?\b/;
const GEAR_CATEGORIES = new Set<AccessoryCategory | null>(['cleaning', 'storage', 'safety']);

/** "Field Cleaning Kit Shotgun", "Soft Case Rifle 48\"": gear named before the gun it is for, as feeds write it. */
function gearBeforeGun(core: string, accIdx: number, fireIdx: number): TypeDecision | null {
  if (accIdx < 0) return null;
  // cleaning gear named after the guns it cleans (".177 Air Rifle/Pistol and .17 Cal. Multi Section Rod Kit")
  if (fireIdx < accIdx) return categoryOfWords(core.slice(accIdx)) === 'cleaning' ? { type: 'accessory' } : null;
  const before = core.slice(0, fireIdx);
  const gear = GEAR_CATEGORIES.has(categoryOfWords(before)) || LOADER_RE.test(before);
  return gear ? { type: 'accessory', categoryText: before } : null;
}

const TARGET_AT_RE = /^targets?\b/;

/**
 * "COLT TARGET ANACONDA 44 MAG 8\" STS", "KIMBER 2K11 TARGET 45ACP OR 13RD", "Savage B22 Target 22LR": with a
 * calibre, "Target" is a gun's model when the title lists a capacity, or the maker makes only guns, or a gun maker
 * names a barrel length or a model number right before it (a target is sold by size, not by cartridge).
 */
function targetModel(t: string, core: string, accIdx: number, ctx: TypeContext): TypeDecision | null {
  if (accIdx < 0 || ctx.kind === null || !TARGET_AT_RE.test(core.slice(accIdx))) return null;
  if (hasAccessoryNoun(core.slice(accIdx).replace(TARGET_AT_RE, ' ')) >= 0) return null;
  const gunMaker = ctx.makes?.firearm === true;
  const gunSpecs =
    CAPACITY_RE.test(t) ||
    makesOnly(ctx.makes, 'firearm') ||
    (gunMaker && (GUN_LENGTH_RE.test(t) || MODEL_BEFORE_RE.test(core.slice(0, accIdx))));
  return gunSpecs ? { type: 'firearm', confidence: 0.7 } : null;
}

function decideType(
  masked: string,
  calibre: string | null,
  brand: string | null,
  input: ListingInput,
  fullText: string,
  model: ModelQuery,
): TypeDecision {
  const t = withoutGunFeatures(masked);
  const kind = calibre ? calibreKind(calibre) : null;
  const ctx: TypeContext = { kind, makes: null, model, t };
  // a gun maker the vocabulary lacks, opening the title, is read as a known maker of guns and parts
  const makes = brand ? manufacturerMakes(brand) : unlistedMakerMakes(fullText, () => qtyOf(ctx));
  ctx.makes = makes;
  if (gunBundle(t, makes)) return { type: 'firearm', confidence: 0.8 };
  const early = earlyType(t, calibre, fullText, ctx) ?? specDecision(t, fullText, calibre, makes);
  if (early) return early;
  const firearmNoun = namesFirearm(ctx);
  const gunModel = gunModelOf(model);

  // Accessory nouns, ignoring "with …" clauses, included extras, barrel-length specs and a gun's listed parts
  const bare = SPEC_SEGMENT_RE.replace(
    COUNT_CONTAINER_RE.replace(withoutBarrelSpec(INCLUDED_RE.replace(withoutWithClause(t), ' '), t), ' '),
    ' ',
  );
  const core = withoutGunParts(bare, t, calibre, makes, firearmNoun, gunModel);
  const accIdx = hasAccessoryNoun(core);
  const fireIdx = firstIndex(FIREARM_NOUN_RE, core);

  // 4. fitment wording ("fits most 1911 models")
  if (FITMENT_ONLY_RE.test(t)) {
    const pre = t.split(FITMENT_ONLY_RE)[0];
    const acc = hasAccessoryNoun(withoutWithClause(pre));
    return { type: 'accessory', categoryText: acc >= 0 ? pre : undefined, fitmentOnly: acc < 0 };
  }

  // "HK UPPER MR556A4 5.56 16.5\"": a major part named before any number is the part sold, whoever made it
  if (calibre && partNamedFirst(t, GUN_CLASS_RE)) return { type: 'accessory', categoryText: core };

  // the maker's own model, and no accessory named once the gun's listed parts are set aside: the gun
  if (gunModel && calibre && accIdx < 0) return { type: 'firearm', confidence: 0.85 };

  // a maker of guns only, a calibre and a barrel length: a gun, whatever feature it lists ("9MM 4-INCH 16RD FIBER
  // FRONT SIGHT", "22LR 6.5IN CASE" hardened)
  if (calibre && makesOnly(makes, 'firearm') && GUN_LENGTH_RE.test(t)) return { type: 'firearm' };

  if (accIdx >= 0 && featuresAfterSpecs(t, calibre, makes, kind)) return { type: 'firearm', confidence: 0.7 };

  // 5. variant listings "Ruger 10-22 Rifle — Complete Bolt Assembly": the last dash segment names the product
  const variant = fireIdx >= 0 ? variantPart(core, calibre) : null;
  if (variant !== null) return { type: 'accessory', categoryText: variant };
  const partOrDesign = gunPartOrDesign(core, t, fireIdx);
  if (partOrDesign) return partOrDesign;

  // an accessory noun followed by "for" or "holds" ("sling for rifle", "magazine for Glock pistol", "case holds two
  // long guns and a pistol"): the guns named after it are what it fits
  if (accIdx >= 0) {
    const forIdx = firstIndex(
      /\b(?:for|pour|holds?|holding)\b|\b[àa] (?:armes?|fusils?|carabines?|pistolets?)\b/,
      core,
    );
    if (forIdx > accIdx) return { type: 'accessory', categoryText: core.slice(0, forIdx) };
  }

  // a maker of accessories only, with an accessory noun, sells an accessory ("Hoppe's Cleaning Kit … Rifle")
  if (accIdx >= 0 && makesOnly(makes, 'accessory')) return { type: 'accessory', categoryText: core };

  const device =
    muzzleDevice(t, core, accIdx, fireIdx) ?? gearBeforeGun(core, accIdx, fireIdx) ?? targetModel(t, core, accIdx, ctx);
  if (device) return device;

  // 6. a firearm noun names the product ("… Tactical Pump", "… Super Target Pistol"); compounds were handled above
  if (fireIdx >= 0) return { type: 'firearm' };
  // a calibre with a barrel length is a gun spec ("5.56 NATO 18.6\" Barrel", "12GA … 18.5\" BBL")
  // (a barrel named first after its maker, with no capacity or licence class, is the barrel sold: "Faxon 16\" Barrel 5.56")
  if (calibre && hasBarrelSpec(t))
    return barrelNamedFirst(t, GUN_CLASS_RE) ? { type: 'accessory' } : { type: 'firearm' };
  if (FIREARM_SIGNAL_RE.test(t)) return { type: 'firearm' };
  // "MSBRG PATRIOT 22-250REM 22 SCOPE SYN": a gun maker's calibre with a scope closing the title is a scoped package
  if (calibre && makes?.firearm && SCOPE_CLOSING_RE.test(t)) return { type: 'firearm', confidence: 0.7 };

  // 7. accessory head noun
  if (accIdx >= 0) {
    // airgun kit / rifle kit stays a firearm
    if (AIRGUN_RE.test(t)) return { type: 'firearm' };
    return { type: 'accessory', categoryText: core };
  }

  // 8. other firearm signals (a licence class, a takedown model); an improved chambering without a bullet weight or
  // count is a custom rifle's
  if (GUN_CLASS_RE.test(t) || TAKEDOWN_RE.test(t)) return { type: 'firearm' };
  if (IMPROVED_RE.test(t) && qtyOf(ctx) === null && !GRAIN_WORD_RE.test(t)) return { type: 'firearm', confidence: 0.6 };
  if (calibre) {
    if (kind === 'airgun') return { type: 'firearm' };
    if (/\bin\s\u0001/.test(t)) return { type: 'firearm' };
  }
  // "Swedish M96 In 9.3 x 57": chambered in a cartridge written by its dimensions, even one we cannot name
  if (CHAMBERED_IN_RE.test(t)) return { type: 'firearm', confidence: 0.6 };

  // 9. weak ammunition evidence
  // a count from a maker that sells no ammunition, or beside a barrel length, is a capacity ("HERITAGE 22 LR 6 RDS
  // 4.75IN", "Sig Sauer P320 Compact 9mm 3.9\" 10rd")
  const capacityLike = gunModel !== null || countIsCapacity(t, makes, kind, qtyOf(ctx));
  const count = capacityLike ? null : qtyOf(ctx);
  if (calibre && (count !== null || AMMO_WEAK_RE.test(t) || GRAIN_WORD_RE.test(t))) return { type: 'ammunition' };
  if (count !== null && (makes?.ammunition || AMMO_WEAK_RE.test(t))) return { type: 'ammunition' };
  // a bare box notation ("100/5000", "20/10") is a count only beside a cartridge's words or an ammunition maker
  if (calibre && countReading(ctx) && !capacityLike && (makes?.ammunition || AMMO_WEAK_RE.test(t)))
    return { type: 'ammunition', confidence: 0.85 };

  return lateType(t, calibre, kind, makes, input, core);
}

const ALIAS_CATEGORIES = new Map<string, AccessoryCategory | null>();

/** A maker's alias that names its product ("Harris Bipod", "Rem Oil", "PMAG"): the kind of accessory sold. */
function aliasCategory(m: AliasMatch | undefined): AccessoryCategory | null {
  if (!m) return null;
  // an alias's category depends on the alias alone: read once per alias (the vocabulary's aliases, a bounded set)
  let category = ALIAS_CATEGORIES.get(m.alias);
  if (category === undefined) {
    // "5.11 Tactical" names a maker, not a tactical accessory
    category = categoryOfWords(m.alias.replace(/\btactical\b/, ' '));
    ALIAS_CATEGORIES.set(m.alias, category);
  }
  return category === 'general' ? null : category;
}

const TACTICAL_RE = /\btactical\b/g;

function accessoryCategoryOf(
  decision: TypeDecision,
  masked: string,
  afterCal: string,
  input: ListingInput,
  brand: AliasMatch | undefined,
): string | null {
  if (isReloading(masked, false)) return 'reloading';
  if (APPAREL_RE.test(masked)) return 'general';
  if (decision.fitmentOnly) return null;
  const named = aliasCategory(brand);
  if (named) return named;
  // "Tactical" alone describes the product ("Bushnell Elite Tactical DMR3"): it names the category only when nothing else does
  const text = SPEC_SEGMENT_RE.replace(decision.categoryText ?? masked, ' ');
  let category = categoryOf(text.replace(TACTICAL_RE, ' '));
  if (!category || category === 'general') {
    // brand aliases can name the product ("Harris Bipod", "Magpul PMAG"): retry with brands visible
    const plain = SPEC_SEGMENT_RE.replace(withoutWithClause(withoutGunFeatures(afterCal)), ' ');
    const withBrands = categoryOf(plain.replace(TACTICAL_RE, ' '));
    if (withBrands && withBrands !== 'general') category = withBrands;
  }
  if (!category || category === 'general') {
    const fromHints = categoryOf(hintText(input));
    if (fromHints && fromHints !== 'general') category = fromHints;
  }
  // a maker of one kind of accessory, its product unnamed ("HOLOSUN HS510C"), sells that kind
  if (!category) category = brandCategory(brand?.value ?? null) ?? (/\btactical\b/.test(text) ? 'tactical' : null);
  // an accessory sold with a capacity and nothing else named is a magazine ("Butler Creek Hot Lips 10/22 25rd")
  if (!category && CAPACITY_RE.test(masked)) category = 'magazines';
  return category ?? 'general';
}

interface Reading<T> {
  value: T | null;
  confidence: number;
}

function hintPlain(raw: string | null | undefined, max: number): string {
  return raw ? normalizeTitle(raw.slice(0, max)) : '';
}

const MULTI_BUY_RE = /\bbuy\s+\d{1,3}\+?\s[^)]*?\$\s?\d+(?:\.\d{1,2})?\s*(?:each|ea)\b|\b\d{1,2}\s+for\s+\$\s?\d/;

/**
 * Rounds as sold. The variant the offer sells ("Case of 1000") says it better than a title shared by every
 * variant ("… 25 rd."); the description is used only when neither says, and with less confidence.
 */
function roundsOf(ammoText: string, input: ListingInput): Reading<number> {
  const reading = roundsRead(ammoText, input);
  // a multi-buy price ("/50 (Buy 5 $19.07 Each)") may be the price of several boxes: the count stands, but no price
  // per round may be worked out from it (every multi-buy names a price)
  return ammoText.includes('$') && MULTI_BUY_RE.test(ammoText)
    ? { ...reading, confidence: Math.min(reading.confidence, 0.55) }
    : reading;
}

function roundsRead(ammoText: string, input: ListingInput): Reading<number> {
  const title = readBoxQuantity(ammoText);
  const variantText = hintPlain(input.variant, 200);
  const bareVariant = /^(\d{1,5})(?:\s*(?:rounds?|rds?|ct|count|pcs))?$/.exec(variantText);
  const variant = bareVariant
    ? { n: parseInt(bareVariant[1], 10), confidence: 0.8, conflict: false }
    : variantText
      ? readBoxQuantity(variantText)
      : null;
  if (variant && variant.n > 0) return { value: variant.n, confidence: title && title.n !== variant.n ? 0.85 : 0.95 };
  if (title) return { value: title.n, confidence: title.conflict ? 0.55 : title.confidence };
  const described = readBoxQuantity(hintPlain(input.description, 2000));
  if (described && !described.conflict) return { value: described.n, confidence: 0.6 };
  return { value: null, confidence: 0 };
}

// "PATRIOT 223 55 FMJ 20/50", "338 Win 225 20/10": a bare number right after the calibre is the bullet weight
const BARE_GRAIN_RE =
  /\u0001\s+(\d{2,3})\b(?!\s*(?:\/|-?\s*(?:rds?|rounds?|rnds?|ct|count|pk|pack|box|bx|cs|case|fps|ft|yds?|yards?|%|x|mm|in|gauge|ga)\b|[.,]\d|"))/;
const GRAIN_RANGE: Partial<Record<string, [number, number]>> = {
  rimfire: [15, 60],
  'centerfire-pistol': [40, 400],
  'centerfire-rifle': [20, 750],
};

function grainOf(ammoText: string, input: ListingInput, kind: string | null, count: number | null): Reading<number> {
  const g = readGrain(ammoText);
  if (g) return { value: g.grains, confidence: g.withUnit || GRAIN_UNIT_RE.test(ammoText) ? 0.95 : 0.75 };
  const bare = BARE_GRAIN_RE.exec(ammoText);
  const range = kind ? GRAIN_RANGE[kind] : undefined;
  if (bare && range) {
    const n = parseInt(bare[1], 10);
    // a number already read as the count ("7.62x51 Nato 240 Battle Pack") is not also the weight
    if (n >= range[0] && n <= range[1] && n !== count) return { value: n, confidence: 0.6 };
  }
  const described = input.description ? extractGrain(hintPlain(input.description, 2000)) : null;
  return described !== null ? { value: described, confidence: 0.6 } : { value: null, confidence: 0 };
}

function brandOf(br: BrandResult, input: ListingInput): Reading<string> {
  if (br.slug) return { value: br.slug, confidence: br.confidence };
  const vendor = brandFromText(input.vendor);
  if (vendor) return { value: vendor, confidence: 0.8 };
  for (const tag of input.tags ?? []) {
    const b = brandFromText(tag);
    if (b) return { value: b, confidence: 0.7 };
  }
  const fromUrl = brandFromText(urlPath(input.url));
  return fromUrl ? { value: fromUrl, confidence: 0.5 } : { value: null, confidence: 0 };
}

/** The type decision weighed against the retailer's own hints: a disagreement lowers confidence, a weak reading yields. */
function typeOf(decision: TypeDecision, input: ListingInput): Reading<ProductType> & { decision: TypeDecision } {
  const confidence = decision.confidence ?? 0.9;
  // the URL is too weak to argue with the title ("/p/case-of-250" is not a gun case)
  const hinted = typeFromHints(hintText(input, false));
  if (!hinted || hinted === decision.type)
    return { value: decision.type, confidence: hinted ? Math.max(confidence, 0.9) : confidence, decision };
  if (confidence < 0.6) return { value: hinted, confidence: 0.6, decision: { type: hinted } };
  return { value: decision.type, confidence: Math.min(confidence, 0.6), decision };
}

const AIR_BORES: Record<string, string> = {
  '177': '.177',
  '20': '.20air',
  '22': '.22air',
  '25': '.25air',
  '30': '.30air',
};
const BARE_BORE_RE = /(?:^|\s)\.(177|20|22|25|30)\b(?!\.\d)/;

/** Cartridges a revolver takes both of, never loaded as one: ".22 Mag/.22LR Combo", "357 Mag/38 Spl". */
const REVOLVER_PAIRS = new Set(['.22lr .22wmr', '.357mag .38spl', '.44mag .44spl']);

/**
 * A calibre and a shotgun gauge named as a pair ("45/410", ".22LR/20GA", "12GA/22LR"): a combination gun's or a
 * derringer's two chamberings, the first named being its calibre. A bare ".45" beside .410 is the .45 Colt (the Judge,
 * Bond Arms and Circuit Judge chambering; there is no .45 ACP/.410 gun).
 */
function combinationChambering(text: string, cal: CalibreResult): { calibre: string } | null {
  const [a, b] = cal.spans;
  if (cal.spans.length !== 2 || !PAIR_SEPARATOR_RE.test(text.slice(a.end, b.start))) return null;
  const kinds = [calibreKind(a.value), calibreKind(b.value)];
  const revolverPair = REVOLVER_PAIRS.has(`${a.value} ${b.value}`) || REVOLVER_PAIRS.has(`${b.value} ${a.value}`);
  if ((kinds[0] === 'shotgun') === (kinds[1] === 'shotgun') && !revolverPair) return null;
  const bareFortyFive = a.value === '.45acp' && BARE_CALIBRE_ALIAS_RE.test(a.alias) && b.value === '.410';
  return { calibre: bareFortyFive ? '.45colt' : a.value };
}

/** A calibre read from a model number: the model might have been made in another chambering too. */
const MODEL_NUMBER_CONFIDENCE = 0.7;

/** Airgun calibres: ".22 cal air rifle" is .22 air, not .22 LR; a bare ".22" beside an air gun's words is its bore. */
function airgunCalibre(calibre: string | null, masked: string, productType: ProductType): string | null {
  if (productType === 'ammunition' || !(AIRGUN_RE.test(masked) || AIRGUN_CONSUMABLE.test(masked))) return calibre;
  if (calibre === '.22lr') return '.22air';
  const bore = calibre ? null : BARE_BORE_RE.exec(masked);
  return bore ? AIR_BORES[bore[1]] : calibre;
}

/** The brand's aliases in the title: the first named, and the one that says the most (names its product: "Rem Oil"). */
function brandAliases(br: BrandResult, slug: string | null): { first?: AliasMatch; named?: AliasMatch } {
  const own = br.matches.filter((m) => m.value === slug);
  return { first: own[0], named: own.find((m) => aliasCategory(m)) ?? own[0] };
}

/** "Remington Rem Oil": read only by what its maker makes, a title whose brand alias names an accessory sells it. */
function productNamedByAlias(decision: TypeDecision, alias: AliasMatch | undefined): TypeDecision {
  const guessed = (decision.confidence ?? 1) <= 0.5 && decision.type !== 'accessory';
  return guessed && aliasCategory(alias) ? { type: 'accessory', confidence: 0.6 } : decision;
}

/** Words that describe an accessory or say what it fits, in English and French: never an accessory maker's name. */
const DESCRIBING_WORD_RE =
  /^(?:for|fits?|the|an?|and|or|with|of|to|de|du|des|la|le|les|pour|en|new|used|oem|genuine|factory|original|replacement|aftermarket|extended|standard|compact|full|size|black|stainless|blued?|steel|alumin(?:um|ium)|polymer|rubber|wood|walnut|left|right|hand|front|rear|old|style|universal|custom|premium|deluxe|heavy|duty|tactical|hunting|shooting|sport|competition|match|green|red|tan|fde|grey|gray|nickel|chrome|complete|adjustable|fiber|optic|night|tritium|pack|pair|action|model|models|neuf|noir|d'origine|canons?|remplacement|accessoires?)$/;

/**
 * "Hi-Viz … Ruger GP100 … Sight", "Williams Fire Sight Ruger 10/22": on an accessory, a gun maker named after an
 * opening word that is neither a product word nor a describing one follows the accessory's own maker, one our
 * vocabulary lacks.
 * The gun maker is the fitment; the brand stays unknown (a maker absent from the vocabulary is labelled null).
 */
function unknownMakerBefore(masked: string, m: AliasMatch | undefined): string | null {
  if (!m || !manufacturerMakes(m.value)?.firearm) return null;
  const before = masked.slice(0, m.start);
  // "Soft Rifle Case 40\" by Browning": "by" names the maker
  if (/\bby\s*$/.test(before)) return null;
  // "Paddle Holster Glock 19 by Fobus", "Remington 870 Magazine Extension by Choate": a closing "by" names the maker,
  // here one the vocabulary lacks, wherever the gun maker stands
  const by = /\bby\s+([a-z][a-z'-]+)\s*$/.exec(masked);
  if (by) return by[1];
  if (m.start === 0) return null;
  // the maker's name opens the title ("Hi-Viz …", "Fobus Paddle Holster (Glock 26)"), so only the first word is read
  // a store's "Maker: product" closes the maker's name with a colon
  const first = before.split(/[\s,/():]+/).find((w) => w !== '') ?? '';
  const unknown =
    // (a maker's name may end in a digit: "Amend2 A2-17 GLOCK G17 … Magazine"; "SR9" is a model)
    /^[a-z][a-z'-]+$|^[a-z][a-z'-]{3,}\d$/.test(first) &&
    !DESCRIBING_WORD_RE.test(first) &&
    !FIREARM_NOUN_RE.test(first) &&
    // the consumable's own name ("Plombs Gamo .22", "Billes BB Daisy", "Cartouches CO2 Crosman")
    !AIRGUN_CONSUMABLE.test(first) &&
    !PLOMBS_RE.test(first) &&
    !AMMO_WORD_RE.test(first) &&
    categoryOfWords(first) === null &&
    !opensWithTwoWordName(before);
  return unknown ? first : null;
}

/** "Point rouge Sig Sauer Romeo5": a product named by two words that name nothing apart ("Pearce Grip": a maker, then a grip). */
function opensWithTwoWordName(before: string): boolean {
  const words = before.trim().split(/\s+/);
  return words.length > 1 && categoryOfWords(words[1]) === null && categoryOfWords(`${words[0]} ${words[1]}`) !== null;
}

/** An accessory's own maker the vocabulary lacks, named before or after the gun maker it fits. */
function unknownMakerOf(
  masked: string,
  first: AliasMatch | undefined,
  brand: string | null,
  input: ListingInput,
): string | null {
  const before = unknownMakerBefore(masked, first);
  if (before || !brand || !manufacturerMakes(brand)?.firearm) return before;
  // a known maker's initials closing the title were read (and masked) as its alias; only unknown ones are left here
  return /\u0001\s*$/.test(masked) ? null : closingMakerCode(input.title);
}

/** "… 42GR HP 50 winchester": a maker's name closing the title is cut, so that the box count before it closes it. */
function withoutClosingBrand(ammoText: string, brands: readonly AliasMatch[]): string {
  const last = brands[brands.length - 1];
  return last && last.start > 0 && ammoText.slice(last.end).trim() === '' ? ammoText.slice(0, last.start) : ammoText;
}

/** Full analysis, also used by the match key. */
export function analyzeListing(input: ListingInput): ListingAnalysis {
  const normalized = normalizeTitle(input.title ?? '');
  const cleaned = withFeedWordsWritten(withoutStoreNoise(normalized, (t) => brandAliasAt(t, 0)));
  const text = rewriteGaugeBarrel(rewriteNotations(cleaned, CALIBRES), CALIBRES);
  const cal = findCalibre(text);
  // (what an ammunition title's count, weight and bullet are read from)
  const calMasked = maskSpans(text, cal.spans);
  // a furniture maker's part or a packaged scope listed in a gun's title is a feature: neither the product nor its maker
  const afterCal = withoutFurniture(withoutPackagedOptic(undotInitials(calMasked, brandAliasAt)));
  const br = findBrand(afterCal);
  const masked = maskSpans(afterCal, br.matches);
  const sold = modelBeforeBarrel(masked, afterCal, br.matches).replace(NOT_SOLD_RE, ' ');
  const brand = brandOf(br, input);
  const model: ModelQuery = { afterCal, cal, br };
  const aliases = brandAliases(br, brand.value);
  const combination = combinationChambering(text, cal);
  const decided = decideType(sold, cal.slug, brand.value, input, text, model);
  // no cartridge is loaded for a calibre and a gauge at once: "Cowboy Defender .45/.410", "22LR/20GA" name a gun's two
  const read = decided.type === 'ammunition' && combination ? { type: 'firearm' as const, confidence: 0.8 } : decided;
  const type = typeOf(productNamedByAlias(read, aliases.named), input);
  const productType = type.value as ProductType;

  let calibre = airgunCalibre(combination?.calibre ?? cal.slug, masked, productType);
  let accessoryCategory: string | null = null;
  if (productType === 'accessory') {
    const afterSold = afterCal.replace(NOT_SOLD_RE, ' ');
    accessoryCategory = accessoryCategoryOf(type.decision, sold, afterSold, input, aliases.named);
    // a holster, stock or grip fits a gun; any calibre in its title is not the product's calibre
    // (brass by the case is for its cartridge: "223 Rem Primed Brass … 1000 piece case")
    const fitsAnyBore = accessoryCategory !== 'magazines' && accessoryCategory !== 'reloading';
    if (calibre && fitsAnyBore && CALIBRE_AGNOSTIC_ACC_RE.test(masked)) calibre = null;
    // "Speer 22cal (.224) … bullet", ".30 Caliber bore brush": on bullets and cleaning tools "NN cal" is a bore size
    if (calibre && BORE_SIZE_CATEGORIES.has(accessoryCategory) && boreSize(text, cal.match)) calibre = null;
    // a cleaning tool for a list or range of bores fits no one calibre ("Brush 270/284/7MM", "Kit .243 - .257 Caliber")
    if (calibre && accessoryCategory === 'cleaning' && BORE_LIST_RE.test(text)) calibre = null;
    if (calibre && accessoryCategory === 'muzzle' && boreRating(text, afterCal, cal.match)) calibre = null;
  }
  // a gun titled by a model number that is its cartridge ("M&P40", "SR9c") and naming no calibre otherwise
  const modelCalibre = !calibre && productType === 'firearm' ? calibreInModelNumber(afterCal) : null;
  if (modelCalibre) calibre = modelCalibre;

  const unknownMaker = productType === 'accessory' ? unknownMakerOf(masked, aliases.first, brand.value, input) : null;
  const featureMaker = productType === 'firearm' && featureMakerNamed(afterCal, br.matches, brand.value);
  const isAmmo = productType === 'ammunition';
  const shotgun = calibre ? calibreKind(calibre) === 'shotgun' : false;
  const ammoText = isAmmo ? calMasked : '';
  const rounds: Reading<number> = isAmmo
    ? roundsOf(withoutClosingBrand(ammoText, br.matches), input)
    : { value: null, confidence: 0 };
  const grain: Reading<number> =
    isAmmo && !shotgun
      ? grainOf(ammoText, input, calibre ? calibreKind(calibre) : null, rounds.value)
      : { value: null, confidence: 0 };
  const classification: Classification = {
    productType,
    calibre,
    manufacturer: unknownMaker || featureMaker ? null : brand.value,
    boxQuantity: rounds.value,
    grain: grain.value,
    casing: isAmmo ? extractCasing(text) : null,
    bulletType: isAmmo ? extractBulletType(ammoText) : null,
    // (a "NEW" in front of the title is the store's marker, and also the condition)
    condition: isAmmo ? extractCondition(normalized) : null,
    accessoryCategory,
  };
  const confidence: FieldConfidence = {
    productType: type.confidence,
    calibre: modelCalibre ? MODEL_NUMBER_CONFIDENCE : calibre ? cal.confidence : 0,
    manufacturer: unknownMaker || featureMaker ? 0 : brand.confidence,
    // a count is only as good as the reading that it is ammunition at all
    boxQuantity: Math.min(rounds.confidence, type.confidence),
    grain: grain.confidence,
  };
  const brandMatches = br.matches;
  return { classification, confidence, text, masked, calibreMatch: cal.match, brandMatches, unknownMaker };
}

export function classifyListing(input: ListingInput): Classification {
  return analyzeListing(input).classification;
}
