// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts, demoPassword, type RunningSsoServer, startSsoServer } from './index.js';
import { loginMessages } from './login-page.js';
import { Browser, pkcePair, randomState } from './test/flow.js';

const site = 'http://localhost:4173';
let sso: RunningSsoServer;

beforeAll(async () => {
  sso = await startSsoServer({ port: 0, siteOrigins: [site], log: () => {} });
});
afterAll(async () => {
  await sso.close();
});

/** Opens the sign-in form as a browser would and submits it with the given fields. */
async function submit(fields: { email?: string; password?: string }) {
  const browser = new Browser();
  const authorize = new URL('/oauth/authorize', sso.url);
  authorize.search = new URLSearchParams({
    client_id: '13',
    redirect_uri: `${site}/`,
    response_type: 'code',
    scope: '',
    state: randomState(),
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  }).toString();
  let response = await browser.request(authorize.href);
  response = await browser.request(new URL(response.headers.get('location') ?? '', sso.url).href);
  const form = new DOMParser().parseFromString(await response.text(), 'text/html');
  const action = form.querySelector('form')?.getAttribute('action') ?? '';
  response = await browser.request(new URL(action, sso.url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: fields.email ?? '', password: fields.password ?? '' }),
  });
  const document = new DOMParser().parseFromString(await response.text(), 'text/html');
  return { status: response.status, location: response.headers.get('location'), document };
}

/** The texts an input's aria-describedby points to. */
function description(document: Document, input: Element | null): string[] {
  const ids = input?.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? `(missing #${id})`);
}

describe('sso-dev sign-in form: errors per field (RGAA 11.10)', () => {
  it('given the empty form should name each missing field, tie each message to its input and focus the first', async () => {
    const { status, location, document } = await submit({});
    expect(status).toBe(400);
    expect(location).toBeNull();
    expect(document.title).toMatch(/^Erreur/);
    const email = document.getElementById('email');
    const password = document.getElementById('password');
    expect(email?.getAttribute('aria-invalid')).toBe('true');
    expect(password?.getAttribute('aria-invalid')).toBe('true');
    expect(description(document, email)).toContain('Saisissez votre adresse électronique.');
    expect(description(document, password)).toEqual(['Saisissez votre mot de passe.']);
    // Focus on the first field to correct.
    expect(email?.hasAttribute('autofocus')).toBe(true);
    expect(password?.hasAttribute('autofocus')).toBe(false);
    // A summary announces the errors, each linked to its field.
    const summary = document.querySelector('[role="alert"]');
    expect(summary?.textContent).toContain('2 erreurs');
    const links = [...(summary?.querySelectorAll('a') ?? [])].map((a) => [
      a.getAttribute('href'),
      a.textContent,
    ]);
    expect(links).toEqual([
      ['#email', 'Saisissez votre adresse électronique.'],
      ['#password', 'Saisissez votre mot de passe.'],
    ]);
    // Not the credentials message: nothing was checked yet.
    expect(document.body.textContent).not.toContain(loginMessages.wrongCredentials);
  });

  it('given only the password empty should flag only the password, keep the address and focus the password', async () => {
    const email = demoAccounts[0]?.email ?? '';
    const { status, document } = await submit({ email });
    expect(status).toBe(400);
    const emailInput = document.getElementById('email') as HTMLInputElement | null;
    const password = document.getElementById('password');
    expect(emailInput?.value).toBe(email);
    expect(emailInput?.hasAttribute('aria-invalid')).toBe(false);
    expect(description(document, emailInput)).toEqual(['Format attendu\u00a0: nom@domaine.fr']);
    expect(password?.getAttribute('aria-invalid')).toBe('true');
    expect(description(document, password)).toEqual(['Saisissez votre mot de passe.']);
    expect(password?.hasAttribute('autofocus')).toBe(true);
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('une erreur');
  });

  it('given only the address empty should flag only the address', async () => {
    const { document } = await submit({ password: demoPassword });
    expect(document.getElementById('email')?.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById('password')?.hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById('email')?.hasAttribute('autofocus')).toBe(true);
  });

  it('given an address without @ should ask for the expected format', async () => {
    const { document } = await submit({ email: 'camille', password: demoPassword });
    expect(description(document, document.getElementById('email'))).toContain(
      'Saisissez une adresse électronique valide, au format nom@domaine.fr.',
    );
  });

  it('given wrong credentials should keep the single message, tied to both fields', async () => {
    const { status, document } = await submit({
      email: demoAccounts[0]?.email ?? '',
      password: 'mauvais',
    });
    expect(status).toBe(401);
    expect(document.querySelector('[role="alert"]')?.textContent?.trim()).toBe(
      'Adresse électronique ou mot de passe incorrect.',
    );
    for (const id of ['email', 'password']) {
      const input = document.getElementById(id);
      expect(input?.getAttribute('aria-invalid')).toBe('true');
      expect(description(document, input)).toContain(
        'Adresse électronique ou mot de passe incorrect.',
      );
    }
    expect(document.getElementById('password')?.hasAttribute('autofocus')).toBe(true);
  });

  it('given both fields filled in correctly should sign in', async () => {
    const { status, location } = await submit({
      email: demoAccounts[0]?.email ?? '',
      password: demoPassword,
    });
    expect(status).toBe(303);
    expect(location).toBeTruthy();
  });
});
