/**
 * How many boxes a listing sells when the title counts them after the box's own count: "50 Rounds - Case of 20 boxes",
 * "Boîte de 50 - Caisse de 10 boîtes", "50 balles x 20 boîtes", "20 rds - carton of 50 boxes". Canadian and US stores
 * print the box size first and the boxes in the lot after it; the listing is the lot. Read on the normalised
 * (lower-case) title by `readBoxQuantity`.
 */

// "case of 20 boxes", "caisse de 10 boîtes", "pack of 10 boxes" (not "case of 200": a container of rounds is a total)
const BOXES_IN_LOT_RE =
  /\b(?:case|caisse|carton|pack|paquet|lot|flat)\s+(?:of|de)\s+(\d{1,3})\s*(?:boxes|bo[iî]tes|bxs|packs)\b|(?:^|\s)x\s?(\d{1,3})\s*(?:boxes|bo[iî]tes|bxs)\b/;

/** Box sizes a count before "case of N boxes" can be (a larger count is the lot's total already). */
const LARGEST_BOX = 100;

export interface LotReading {
  n: number;
  confidence: number;
}

/**
 * The lot's rounds when the title counts boxes after a count: a box-sized count times the boxes ("50 Rounds - Case of
 * 20 boxes" = 1000); a total the boxes divide ("1000 Rounds - Case of 20 boxes") stands. Anything else is unsure (the
 * guard hides it): null when the title counts no boxes.
 */
export function lotOfBoxes(s: string, count: number): LotReading | null {
  const m = BOXES_IN_LOT_RE.exec(s);
  if (!m) return null;
  const boxes = parseInt(m[1] ?? m[2], 10);
  if (boxes < 2) return null;
  if (count > LARGEST_BOX && count % boxes === 0) return { n: count, confidence: 0.9 };
  if (count <= LARGEST_BOX && count * boxes <= 100000) return { n: count * boxes, confidence: 0.85 };
  return { n: count, confidence: 0.6 };
}
