/**
 * Gun makers and importers that stores name but `manufacturers.json` does not list, written as titles write them
 * (lower case). They are never output as a brand (the labels leave a maker absent from the vocabulary null); they
 * are only evidence that the title sells a gun or its parts, not cartridges ("Grand Power P1 9mm 15rd": 15rd is the
 * magazine's capacity). Makers that also load ammunition under their own name (PSA, Century's "Red Army") stay out
 * of the list unless their ammunition titles always carry a grain, and generic words are read only in the opening
 * position (see unlisted-maker.ts).
 */
export const UNLISTED_GUN_MAKERS: readonly string[] = [
  'adams arms',
  'akkar',
  'akkar churchill',
  'american classic',
  'armalite',
  'arsenal',
  'arsenal inc',
  'baikal',
  'bersa',
  'brno',
  'bushmaster',
  'century arms',
  'century international arms',
  'churchill',
  'cooey',
  'diamondback',
  'diamondback firearms',
  'dpms',
  'grand power',
  'hi-point',
  'hi point',
  'inland',
  'inland manufacturing',
  'khan arms',
  'kral',
  'kral arms',
  'lakefield',
  'landor',
  'landor arms',
  'lewis machine',
  'lmt',
  'lwrc',
  'lwrc international',
  'lynx',
  'noveske',
  'palmetto state armory',
  'psa',
  'radical firearms',
  'retay',
  'revolution armory',
  'rock river arms',
  'sabatti',
  'sds',
  'sds imports',
  'standard manufacturing',
  'sulum',
  'windham',
  'windham weaponry',
];

/** Names that are also ordinary words or other trades' names: read only when they open the title and a model follows. */
export const UNLISTED_GENERIC_NAMES: ReadonlySet<string> = new Set(['arsenal', 'inland', 'lynx', 'churchill', 'kral']);
