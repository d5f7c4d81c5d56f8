import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestDatabase } from '../../test/test-db.js';
import { createSequelize } from '../sequelize.js';
import { sqlRows } from '../sql.js';

async function userEmails(db: ReturnType<typeof createSequelize>) {
  const rows = await sqlRows<{ email: string }>(db, 'SELECT email FROM users ORDER BY email');
  return rows.map((r) => r.email);
}

describe('models are bound to the connection they come from', () => {
  it('two databases in one process: each model call goes to its own database, whichever connection came last', async () => {
    const first = createSequelize(await createTestDatabase(), { poolMax: 2 });
    const second = createSequelize(await createTestDatabase(), { poolMax: 2 });
    onTestFinished(() => Promise.all([first.close(), second.close()]).then(() => {}));
    expect(first.models.User).not.toBe(second.models.User);

    // `first` was created before `second`: with one shared class this went to the last connection made
    await first.models.User.create({ email: 'first@example.ca', passwordHash: 'x' });
    await second.models.User.create({ email: 'second@example.ca', passwordHash: 'x' });
    const retailer = await first.models.Retailer.create({ name: 'Only First', url: 'https://first.example.ca/' });
    await first.models.Listing.create({ retailerId: retailer.id, canonicalKey: 'k', title: 'T', priceCents: 100 });

    expect(await userEmails(first)).toEqual(['first@example.ca']);
    expect(await userEmails(second)).toEqual(['second@example.ca']);
    expect(await first.models.User.count()).toBe(1);
    expect(await second.models.Retailer.count()).toBe(0);
    // associations are bound per connection too: the include reads the same database
    const listing = await first.models.Listing.findOne({
      include: [{ model: first.models.Retailer, as: 'retailer' }],
    });
    expect((listing as unknown as { retailer: { name: string } }).retailer.name).toBe('Only First');
    expect(await second.models.Listing.findOne()).toBeNull();
  });
});
