import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDeps } from '../test/test-db.js';
import { buildApp } from './app.js';

let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const deps = await createTestDeps();
  const clientDir = await mkdtemp(path.join(tmpdir(), 'perround-client-'));
  await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await mkdir(path.join(clientDir, 'assets'));
  await writeFile(path.join(clientDir, 'assets', 'app.js'), 'console.log(1)');
  app = await buildApp(deps, { clientDir, logger: false });
});
afterAll(() => app.close());

describe('the web app', () => {
  it('answers /healthz (alive) and /readyz (database up, migrations current, client built)', async () => {
    const alive = await app.inject({ method: 'GET', url: '/healthz' });
    expect(alive.json()).toEqual({ ok: true });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ok: true, database: 'up', migrations: 'current', client: 'built' });
  });

  it('serves the client with status 404 for an unknown page so it can draw its 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/some/unknown/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root">');
  });

  it('serves built assets with long-lived caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toContain('console');
  });

  it('answers a missing asset with a 404, not the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(res.statusCode).toBe(404);
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('sends security headers with a content security policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document of the REST routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(typeof doc.paths).toBe('object');
  });

  it('refuses a state-changing request from another site', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/cross-site/i);
  });

  it('refuses a state-changing request without an Origin or Referer', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a same-site form post that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/trpc/auth.logout',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(res.statusCode).toBe(403);
  });

  it('serves tRPC with superjson', async () => {
    const res = await app.inject({ method: 'GET', url: '/trpc/auth.me' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { data: { json: null } } });
  });
});
