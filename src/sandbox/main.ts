import { choiceArg, exitWithReason, intArg, orExit, parseCli } from '../cli.js';
import { startSandbox } from './index.js';

/** `npm run sandbox`: starts every storefront and prints where they are. Ctrl-C stops it. */
const USAGE = `
Usage: npm run sandbox
The local retailer storefronts (no arguments). Environment: SANDBOX_PORT (4100: the control port, stores on the
next ports), SANDBOX_SCALE (full|small), SANDBOX_SEED (42), SANDBOX_DAY (0: the simulated day).`;
const { port, scale, seed, day } = orExit('sandbox', () => {
  parseCli(USAGE, {});
  return {
    port: intArg(process.env.SANDBOX_PORT, 'SANDBOX_PORT', 4100, { min: 1, max: 65_500 }),
    scale: choiceArg(process.env.SANDBOX_SCALE, 'SANDBOX_SCALE', ['full', 'small'] as const, 'full'),
    seed: intArg(process.env.SANDBOX_SEED, 'SANDBOX_SEED', 42),
    day: intArg(process.env.SANDBOX_DAY, 'SANDBOX_DAY', 0),
  };
});

const started = Date.now();
const sandbox = await startSandbox({ port, scale, seed, day, challengeStore: true }).catch(exitWithReason('sandbox'));
console.log(
  `Retailer sandbox (seed ${seed}, scale ${scale}, day ${sandbox.day}) started in ${Date.now() - started} ms`,
);
console.log(
  `Control: ${sandbox.controlUrl}  (GET /__sandbox/day?set=N, /__sandbox/fault?store=KEY&mode=MODE, /__sandbox/ground-truth)`,
);
for (const s of sandbox.storefronts) {
  const count = sandbox.listings(s.key).length;
  console.log(
    `  ${s.name.padEnd(32)} ${s.platform.padEnd(12)} ${s.url.padEnd(24)} ${String(count).padStart(5)} listings  [${s.key}]`,
  );
}
const stop = async () => {
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
