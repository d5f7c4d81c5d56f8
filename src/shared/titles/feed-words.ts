/**
 * Distributors' item names (RSR, Davidson's, dealer feeds) shorten the part words that decide what is sold: "PWS MK114
 * UPR 14.5\" 223WYLDE" is an upper, "SHARPS MB47 MLLD AK RCVR" a receiver, "Q HONEY BADGER SBR 300BLK 7\" SPRSR" a gun
 * with its suppressor, "FLSHLT" a flashlight, "PSTL GRIP" a pistol grip. They are written out once, on the normalised title, so that every rule
 * reads the full word. ("MNT" is left alone: "SCP/MNT" is also a scope mount listed among a gun's features.)
 */
const FEED_WORDS: Readonly<Record<string, string>> = {
  upr: 'upper',
  uppr: 'upper',
  lwr: 'lower',
  rcvr: 'receiver',
  rcvrs: 'receivers',
  sprsr: 'suppressor',
  suppr: 'suppressor',
  flshlt: 'flashlight',
  pstl: 'pistol',
  pistl: 'pistol',
  sngsht: 'single shot',
};
const FEED_WORD_RE = /\b(?:uppr|upr|lwr|rcvrs?|sprsr|suppr|flshlt|pi?stl|sngsht)\b/g;

export function withFeedWordsWritten(s: string): string {
  FEED_WORD_RE.lastIndex = 0;
  return FEED_WORD_RE.test(s) ? s.replace(FEED_WORD_RE, (w) => FEED_WORDS[w] ?? w) : s;
}
