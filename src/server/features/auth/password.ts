import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * Argon2id with the OWASP minimum (19 MiB, 2 iterations, 1 lane).
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#argon2id
 */
// Algorithm is an ambient const enum (not importable under isolatedModules); 2 is its Argon2id member.
const ARGON2ID = 2 as Algorithm.Argon2id;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash of nothing anyone knows, verified when the e-mail is unknown so that an unknown address costs the same
 * Argon2 work as a wrong password (no account enumeration by timing).
 */
let dummyHash: Promise<string> | null = null;
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(crypto.randomUUID());
  await verifyPassword(await dummyHash, password);
  return false;
}
