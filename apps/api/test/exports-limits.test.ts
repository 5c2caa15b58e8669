/**
 * Heavy CSV exports are limited per session (two at once, ten a minute), with a French
 * 429 `EXPORT_RATE_LIMITED` and `Retry-After`; an export whose client left stops and frees its
 * place. Nothing is kept (RESPONSE_CACHE=0), so that every export is built and counted.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, path, type Server, server } from './exports.fixture.js';
import { signIn, useProviderStandIn } from './helpers.js';

useProviderStandIn();

describe('heavy CSV exports per session', () => {
  let s: Server;

  // Nothing kept: every export is built, and counted.
  beforeAll(async () => {
    s = await server({ responseCache: false });
  });
  afterAll(() => s?.close());

  it('refuses a third export running at once for one session, in French, with Retry-After', async () => {
    const cookie = await signIn(s.app);
    const other = await signIn(s.app);
    const [elsewhere, ...answers] = await Promise.all([
      // Another session exports meanwhile: not held by this one's limit.
      get(s, path('11'), other),
      ...[1, 2, 3].map(() => get(s, path('84'), cookie)),
    ]);
    expect(elsewhere?.status).toBe(200);
    const refused = answers.filter((r) => r.status === 429);
    expect(answers.filter((r) => r.status === 200)).toHaveLength(2);
    expect(refused).toHaveLength(1);
    const [r] = refused;
    expect(r?.headers.get('retry-after')).toBe('5');
    expect(JSON.parse(r?.text ?? '')).toEqual({
      error: {
        code: 'EXPORT_RATE_LIMITED',
        message:
          'Déjà 2 exports volumineux en cours pour votre session\u00a0: réessayez dans 5 s, une fois l’un d’eux terminé.',
        details: { retryAfter: 5 },
      },
    });
  });

  it('stops building an export whose client left, and frees its place', async () => {
    const cookie = await signIn(s.app);
    const before = s.built();
    for (const _ of [1, 2]) {
      const controller = new AbortController();
      const r = await fetch(`${s.base}${path('84')}`, {
        headers: { cookie },
        signal: controller.signal,
      });
      await r.body?.getReader().read();
      controller.abort();
    }
    expect(s.built() - before).toBe(2);
    // Both builds end at their next slice: a new export of the session is soon accepted.
    await expect
      .poll(async () => (await get(s, path('11'), cookie)).status, { timeout: 5_000 })
      .toBe(200);
  });

  it('refuses the eleventh heavy export of a minute, and then any CSV it would build', async () => {
    const cookie = await signIn(s.app);
    for (let i = 0; i < 10; i++) expect((await get(s, path('11'), cookie)).status).toBe(200);
    const built = s.built();
    const r = await get(s, path('11'), cookie);
    expect(r.status).toBe(429);
    const retryAfter = Number(r.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const { error } = JSON.parse(r.text);
    expect(error.code).toBe('EXPORT_RATE_LIMITED');
    expect(error.message).toBe(
      `Trop d’exports volumineux pour votre session (10 par minute au plus)\u00a0: réessayez dans ${retryAfter} s.`,
    );
    // Refused before the data is read.
    expect(s.built()).toBe(built);
    // A light table of the same session is refused too until then; another session is not held.
    expect((await get(s, path('12'), cookie)).status).toBe(429);
    expect((await get(s, path('11'), await signIn(s.app))).status).toBe(200);
  });
});
