/**
 * Usage: npm run admin -- create|promote|demote EMAIL
 *   create  makes EMAIL an admin, creating the account if needed; the password comes from ADMIN_PASSWORD or
 *           is asked on stdin (not echoed on a terminal). An existing account is promoted, password unchanged.
 *   promote makes an existing account an admin.
 *   demote  takes admin rights away.
 * Uses the same database as the app (DATABASE_URL, or the embedded one under DATA_DIR).
 */
import { createInterface } from 'node:readline';
import { z } from 'zod';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { createSequelize } from '../src/db/sequelize.js';
import { loadEnv } from '../src/server/env.js';
import { demoteAdmin, ensureAdmin } from '../src/server/features/auth/admin-bootstrap.service.js';
import { User } from '../src/db/models/index.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../src/shared/schemas/auth.js';

const USAGE = 'usage: npm run admin -- create|promote|demote EMAIL';

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
  const [command, rawEmail] = process.argv.slice(2);
  const email = z.email().safeParse(rawEmail?.trim());
  if (!['create', 'promote', 'demote'].includes(command ?? '') || !email.success) throw new Error(USAGE);
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, port: env.EMBEDDED_PG_PORT });
  const db = createSequelize(database.url, { poolMax: 2 });
  try {
    await migrate(database.url);
    let change: string;
    if (command === 'demote') change = await demoteAdmin(email.data);
    else if (command === 'promote') {
      if (!(await User.findOne({ where: { email: email.data } }))) throw new Error(`no account for ${email.data} (use create)`);
      change = await ensureAdmin(email.data);
    } else {
      const exists = await User.findOne({ where: { email: email.data } });
      let password: string | undefined;
      if (!exists) {
        password = env.ADMIN_PASSWORD ?? (await readPassword());
        if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) {
          throw new Error(`the password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`);
        }
      }
      change = await ensureAdmin(email.data, password);
    }
    process.stdout.write(`${email.data}: ${change}\n`);
  } finally {
    await db.close();
    await database.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`admin: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
