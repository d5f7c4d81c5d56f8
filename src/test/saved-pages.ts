import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const FORMATS_DIR = fileURLToPath(new URL('../../../shared/data/formats/', import.meta.url));

/** The shared real-format samples (../shared/data/formats next to the repo): tests that read them skip without them. */
export const FORMATS_PRESENT = existsSync(FORMATS_DIR);
export const FORMATS_NOTE = FORMATS_PRESENT ? '' : ' (needs ../shared/data/formats: absent)';

export function readFormatSample(name: string): string | null {
  const path = `${FORMATS_DIR}${name}`;
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

export function readFixture(metaUrl: string, name: string): string {
  return readFileSync(fileURLToPath(new URL(`./__fixtures__/${name}`, metaUrl)), 'utf8');
}
