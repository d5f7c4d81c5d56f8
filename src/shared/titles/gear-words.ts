import { WordGated } from './word-gate';

/**
 * Accessory wordings that carry a calibre, a count or a gun's name and so read as ammunition or as a gun
 * (docs/decisions/0435-titles-gear-brands-and-accessories-2.md).
 */

// "on stripper clips", "in 10 rd stripper clips", "in bandoliers": the rounds are sold, loaded on the clips
const LOADED_ON_CLIPS_RE =
  /\b(?:on|in|with|w\/)\s+(?:a\s+)?(?:\d+\s?-?(?:rd|rds|round|rounds)\s+)?(?:stripper|bandolier)/;
const STRIPPER_CLIPS_RE = /\bstripper clips?\b|\bbandoliers?\b/;
// the words of a loaded cartridge: a bullet weight, a bullet design or the word ammunition
const LOAD_WORD_RE =
  /\d\s?-?(?:gr|grs|grain|grains|gn|grn)\b|\b(?:ammo|ammunition|fmj|jhp|jsp|sp|hp|ball|m193|m855|xm\d{3}|ss109|tracer|cartouches|munitions)\b/;

/**
 * "Stripper Clips 5.56 10 Round 100 Pack", "Bandolier 12ga 25 Shells": the holder is the product; "420 Rounds on
 * Stripper Clips" sells rounds.
 */
export function sellsStripperClips(t: string): boolean {
  return STRIPPER_CLIPS_RE.test(t) && !LOADED_ON_CLIPS_RE.test(t) && !LOAD_WORD_RE.test(t);
}

// a barrel named as the product: made to fit a gun ("Barrel 9mm for Glock 19", "canon pour Ruger"; a calibre or a
// length may sit between), or of a kind only sold alone ("Prefit Barrel", "Drop-In Barrel", "Replacement Barrel")
const BARREL_SOLD_RE =
  /\b(?:bbl|barrels?|canons?)\s+(?:[^\s]+\s+){0,2}?(?:for|fits?|pour)\b|\b(?:pre-?fit|drop[\s-]in|replacement)\s+(?:bbl|barrels?)\b/;

/** A barrel sold alone, whatever calibre and length it lists ("Savage 110 Prefit Barrel 6.5 Creedmoor 24\""). */
export function sellsBarrelAlone(t: string): boolean {
  return BARREL_SOLD_RE.test(t);
}

// a part's name opening the title, in French or English ("Crosse Ruger 10/22 en bois", "Percuteur Remington 870",
// "Forend Remington 870"): French titles put the noun first, and a gun's own title never opens with one of its parts
const OPENING_PART_RE =
  /^[\s,-]*(?:(?:new|neuf|nouveau|nouvelle|oem|genuine)\s+)?(?:crosses?|culasses?|percuteurs?|extracteurs?|[ée]jecteurs?|ressorts?|guidons?|hausses?|cache[\s-]flammes?|garde[\s-]mains?|plaques? de couche|d[ée]tentes?|canons?|forends?|fore-ends?|forearms?|buttstocks?|guide rods?|recoil springs?|firing pins?|extractors?|ejectors?|floor ?plates?|bolt (?:handles?|shrouds?|knobs?)|buffer (?:tubes?|springs?|kits?))\b/;

// the same after the maker's name for a magazine ("RUGER MAGAZINE GUNSITE SCOUT RIFLE 10/RND"); "magazine-fed" describes
// a gun
// (the maker's name is masked when the vocabulary knows it)
const MAKER_THEN_MAGAZINE_RE = /^[\s,-]*(?:\u0001+|[a-z][\w&'.-]*)\s+magazines?\b(?![\s-]fed\b)/;

/** The title opens with a part's name: the part is sold, whatever gun, calibre or barrel length follows. */
export function opensWithPart(t: string): boolean {
  return OPENING_PART_RE.test(t) || MAKER_THEN_MAGAZINE_RE.test(t);
}

// a rifle bullet's bore size ("30 Cal", ".264 cal"), a weight, and a count by the piece ("250ct"); a loaded cartridge is
// named by its cartridge and counted in rounds. .22 and .17 are left alone: "22 Cal" also names rimfire ammunition.
const BORE_SIZED_BULLETS_RE =
  /(?<![\d.])\.?(?:2[4-9]|3[0-5])\d?\s?cal(?:iber|ibre)?\b(?=.*\d\s?-?(?:gr|grs|grains?|gn)\b)(?=.*\b\d+\s?(?:ct|count|pcs?|pk)\b)/;
/** Every BORE_SIZED_BULLETS_RE match holds "cal": most titles do not (a cheaper test first). */
const BORE_SIZED_BULLETS = new WordGated(['cal'], BORE_SIZED_BULLETS_RE);
const LOADED_WORD_RE = /\b(?:ammo|ammunition|rounds?|rds|cartridges?|shells|loaded|munitions|cartouches)\b/;

/** "Nosler 30 Cal 168gr Custom Competition 250ct": bullets for reloading, read on the unmasked title. */
export function boreSizedBullets(text: string): boolean {
  return BORE_SIZED_BULLETS.test(text) && !LOADED_WORD_RE.test(text);
}
