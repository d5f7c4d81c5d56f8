import { startSandbox } from './index.js';

/** `npm run sandbox`: starts every storefront and prints where they are. Ctrl-C stops it. */
const port = Number(process.env.SANDBOX_PORT ?? 4100);
const scale = process.env.SANDBOX_SCALE === 'small' ? 'small' : 'full';
const seed = Number(process.env.SANDBOX_SEED ?? 42);
const day = Number(process.env.SANDBOX_DAY ?? 0);

const started = Date.now();
const sandbox = await startSandbox({ port, scale, seed, day, challengeStore: true });
console.log(`Retailer sandbox (seed ${seed}, scale ${scale}, day ${sandbox.day}) started in ${Date.now() - started} ms`);
console.log(`Control: ${sandbox.controlUrl}  (GET /__sandbox/day?set=N, /__sandbox/fault?store=KEY&mode=MODE, /__sandbox/ground-truth)`);
for (const s of sandbox.storefronts) {
  const count = sandbox.listings(s.key).length;
  console.log(`  ${s.name.padEnd(32)} ${s.platform.padEnd(12)} ${s.url.padEnd(24)} ${String(count).padStart(5)} listings  [${s.key}]`);
}
const stop = async () => {
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
