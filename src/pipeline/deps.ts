import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/sequelize.js';

/** The settings the pipeline reads; the process passes them in (the web layer's Env satisfies it). */
export interface PipelineConfig {
  /** Retailers scraped in parallel by one worker process. */
  WORKER_CONCURRENCY: number;
  /** Run the 5-minute scheduler in this process. */
  SCHEDULER_ENABLED: boolean;
  SCRAPER_USER_AGENT: string;
  SCRAPER_MIN_DELAY_MS: number;
  SCRAPER_ALLOW_PRIVATE_NETWORKS: boolean;
}

export interface PipelineLog {
  info(msg: string): void;
  warn(msg: string): void;
  error(msg: string): void;
}

/** What the pipeline needs from the running process: a database handle, pg-boss, its settings and a log. */
export interface PipelineDeps {
  env: PipelineConfig;
  db: Db;
  boss: PgBoss;
  log: PipelineLog;
}
