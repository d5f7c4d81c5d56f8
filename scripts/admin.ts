/**
 * Usage: npm run admin -- create|promote|demote EMAIL
 *   create  makes EMAIL an admin with a password from ADMIN_PASSWORD or stdin (not echoed on a terminal): a new
 *           account, or an existing one whose password is replaced, sessions and pending links ended, marked
 *           verified (whoever registered the address first must not keep a way in).
 *   promote makes an existing account with a verified address an admin (its password is its owner's).
 *   demote  takes admin rights away.
 * Uses the same database as the app (DATABASE_URL, or the embedded one under DATA_DIR).
 */
import { createInterface } from 'node:readline';
import { exitWithReason, parseCli, UsageError } from '../src/cli.js';
import { z } from 'zod';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { createSequelize } from '../src/db/sequelize.js';
import { loadEnv } from '../src/server/env.js';
import {
  ADMIN_CHANGE_TEXT,
  demoteAdmin,
  ensureAdminWithPassword,
  promoteVerifiedAccount,
  type AdminChange,
} from '../src/server/features/auth/admin-bootstrap.service.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../src/shared/schemas/auth.js';

const USAGE = 'usage: npm run admin -- create|promote|demote EMAIL';
const HELP = `${USAGE}
  create   make EMAIL an admin, creating the account if needed (password from ADMIN_PASSWORD or stdin)
  promote  make an existing account an admin
  demote   take admin rights away
Uses the app's database: DATABASE_URL, or the embedded one under DATA_DIR.`;

async function readPassword(): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: process.stdin.isTTY });
  if (process.stdin.isTTY) {
    process.stdout.write('Password: ');
    // Mute the echo of what is typed.
    (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {};
  }
  const line = await new Promise<string>((resolve) => rl.once('line', resolve).once('close', () => resolve('')));
  rl.close();
  if (process.stdin.isTTY) process.stdout.write('\n');
  return line.replace(/\r$/, '');
}

async function main() {
  const [command, rawEmail] = parseCli(HELP, {}, { min: 2, max: 2 }).positionals;
  const email = z.email().safeParse(rawEmail?.trim());
  if (!['create', 'promote', 'demote'].includes(command ?? '') || !email.success) throw new UsageError(USAGE);
  const env = loadEnv();
  // Asked before the database starts, so a bad password changes nothing.
  const password = command === 'create' ? await createPassword(env.ADMIN_PASSWORD) : undefined;
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    ssl: env.DATABASE_SSL,
    dataDir: env.DATA_DIR,
    port: env.EMBEDDED_PG_PORT,
  });
  const db = createSequelize(database.url, { poolMax: 2 });
  try {
    await migrate(database.url);
    let change: AdminChange;
    if (command === 'demote') change = await demoteAdmin(db, email.data);
    else if (command === 'promote') change = await promoteVerifiedAccount(db, email.data);
    else change = await ensureAdminWithPassword(db, email.data, password!);
    process.stdout.write(`${email.data}: ${ADMIN_CHANGE_TEXT[change]}\n`);
  } finally {
    await db.close();
    await database.stop();
  }
}

async function createPassword(fromEnv: string | undefined): Promise<string> {
  const password = fromEnv ?? (await readPassword());
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
    throw new Error(`the password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`);
  }
  return password;
}

main().catch(exitWithReason('admin'));
