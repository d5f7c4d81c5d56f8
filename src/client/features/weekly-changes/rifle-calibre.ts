/** SPEC §2: the rifle icon is used when the calibre text contains one of these. */
const RIFLE_MARKERS = ['.308', '.30-06', '6.5', '.270', '7.62x39', '.300'];

export function isRifleCalibre(calibre: string | null | undefined): boolean {
  if (!calibre) return false;
  const text = calibre.toLowerCase();
  return RIFLE_MARKERS.some((m) => text.includes(m));
}
