import { createHash, randomBytes } from 'node:crypto';

/** A minimal browser stand-in for protocol tests: follows redirects by hand and keeps cookies. */
export class Browser {
  private cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const jar = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (jar) headers.set('cookie', jar);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...rest] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), rest.join('='));
    }
    return response;
  }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function randomState(length = 40): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

/** Runs authorize → login form → redirect with code, as a user would, and returns the redirect. */
export async function signInAndGetRedirect(options: {
  issuer: string;
  clientId: string;
  redirectUri: string;
  email: string;
  password: string;
  challenge: string;
  state: string;
  /** Requested scope. @default '' (as the spec sends it) */
  scope?: string;
  browser?: Browser;
}): Promise<{ redirect: URL; browser: Browser; loginStatus: number }> {
  const browser = options.browser ?? new Browser();
  const authorize = new URL('/oauth/authorize', options.issuer);
  authorize.search = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: options.scope ?? '',
    state: options.state,
    code_challenge: options.challenge,
    code_challenge_method: 'S256',
  }).toString();
  let response = await browser.request(authorize.href);
  let location = response.headers.get('location');
  if (!location) throw new Error(`authorize answered ${response.status}: ${await response.text()}`);
  const interaction = new URL(location, options.issuer);
  response = await browser.request(interaction.href);
  const page = await response.text();
  const action = /action="([^"]+)"/.exec(page)?.[1];
  if (!action) throw new Error('login form not found');
  response = await browser.request(new URL(action, options.issuer).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: options.email, password: options.password }),
  });
  const loginStatus = response.status;
  // Follow the provider's redirects (resume → authorize) until it leaves for the site.
  for (let hops = 0; hops < 5; hops++) {
    location = response.headers.get('location');
    if (!location) break;
    const next = new URL(location, options.issuer);
    if (!next.href.startsWith(options.issuer)) return { redirect: next, browser, loginStatus };
    response = await browser.request(next.href);
  }
  return { redirect: new URL(response.url || options.issuer), browser, loginStatus };
}
