import type { PgBoss } from 'pg-boss';
import type { Env } from './env.js';
import type { Db } from '../db/sequelize.js';

/** What services need from the running process; built once in main.ts, or per test. */
export interface AppDeps {
  env: Env;
  db: Db;
  /** pg-boss, used by the web side to enqueue jobs (the worker consumes them). */
  boss: PgBoss;
  log: { info(msg: string): void; warn(msg: string): void; error(msg: string): void };
}
