import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The shared real-format samples (../shared/data/formats next to the repo), read by parser tests. */
export function readFormatSample(name: string): string | null {
  const path = fileURLToPath(new URL(`../../../../shared/data/formats/${name}`, import.meta.url));
  return existsSync(path) ? readFileSync(path, 'utf8') : null;
}

export function readFixture(metaUrl: string, name: string): string {
  return readFileSync(fileURLToPath(new URL(`./__fixtures__/${name}`, metaUrl)), 'utf8');
}
