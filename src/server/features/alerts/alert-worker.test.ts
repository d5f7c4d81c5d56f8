import { afterAll, beforeAll, expect, it } from 'vitest';
import { ingestRun } from '../../../pipeline/ingest/ingest.service.js';
import { ammoOffer, createRetailer, createUser, listingOf } from '../../../test/alert-fixtures.js';
import { createTestDeps } from '../../../test/test-db.js';
import type { AppDeps } from '../../deps.js';
import { startTestSmtpServer } from '../../email/test-smtp-server.js';
import { startAlertWorker } from './alert-jobs.js';
import { createWatch } from './watches.service.js';

let deps: AppDeps;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  deps = await createTestDeps({ env: { SMTP_URL: smtp.url } });
  await startAlertWorker(deps, { pollingIntervalSeconds: 0.5 });
});
afterAll(() => smtp.close());

it('the worker runs the job an ingest queued: the watcher gets one e-mail through the mail queue', async () => {
  const retailerId = await createRetailer(deps);
  const offer = (priceCents: number) =>
    ammoOffer('PMC9', { title: 'PMC Bronze 9mm Luger 115gr FMJ 50 Rounds', priceCents });
  await ingestRun(deps, { retailerId, offers: [offer(2000)], now: new Date(Date.UTC(2026, 10, 1)) });
  const { productId } = await listingOf(deps, retailerId, 'PMC9');
  const user = await createUser(deps);
  await createWatch(deps, user, { productId, targetPriceCents: 1800 });
  await ingestRun(deps, { retailerId, offers: [offer(1750)], now: new Date(Date.UTC(2026, 10, 2)) });
  const mail = await smtp.waitFor(user.email, 'Under your target price');
  expect(mail.body).toContain('Was $20.00 ($0.400/round), now $17.50 ($0.350/round)');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(smtp.messages.filter((m) => m.to.includes(user.email))).toHaveLength(1);
});
