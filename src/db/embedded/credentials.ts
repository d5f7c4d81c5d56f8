import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * The embedded cluster's passwords, random per DATA_DIR and kept in DATA_DIR/pg-credentials.json (0600): the
 * superuser only bootstraps (roles, the database); the app connects as a role that owns only its database.
 */
const credentialsSchema = z.object({
  superuser: z.string().min(1),
  superuserPassword: z.string().min(16),
  appUser: z.string().min(1),
  appPassword: z.string().min(16),
});
export type Credentials = z.infer<typeof credentialsSchema>;

// Clusters created before this file existed: one superuser, perround/perround.
export const LEGACY_CREDENTIALS: Credentials = {
  superuser: 'perround',
  superuserPassword: 'perround',
  appUser: 'perround',
  appPassword: 'perround',
};

export const credentialsFile = (dataDir: string) => path.join(dataDir, 'pg-credentials.json');

export async function readCredentials(dataDir: string): Promise<Credentials | undefined> {
  const text = await readFile(credentialsFile(dataDir), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = credentialsSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `${credentialsFile(dataDir)} is damaged: restore it, or remove it with DATA_DIR/pg to start afresh`,
    );
  return parsed.data;
}

export async function writeCredentials(dataDir: string, credentials: Credentials) {
  await writeFile(credentialsFile(dataDir), `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
}

export function newCredentials(): Credentials {
  const secret = () => randomBytes(24).toString('base64url');
  return { superuser: 'postgres', superuserPassword: secret(), appUser: 'perround', appPassword: secret() };
}
