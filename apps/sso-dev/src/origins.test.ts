import { describe, expect, it } from 'vitest';
import { errorMessage } from './errors.js';
import { withLoopbackTwins } from './origins.js';

describe('withLoopbackTwins', () => {
  it('given loopback origins should add each one’s twin on the other local name, once', () => {
    expect(withLoopbackTwins(['http://localhost:3000/', 'http://127.0.0.1:5173'])).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://127.0.0.1:5173',
      'http://localhost:5173',
    ]);
    expect(withLoopbackTwins(['http://localhost:3000', 'http://127.0.0.1:3000'])).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
    ]);
  });

  it('given any other origin should add nothing', () => {
    const others = ['https://epic.example.org', 'http://127.0.0.2:3000', 'http://[::1]:3000'];
    expect(withLoopbackTwins(others)).toEqual(others);
    expect(withLoopbackTwins(['http://localhost.evil.example:3000'])).toEqual([
      'http://localhost.evil.example:3000',
    ]);
  });
});

describe('errorMessage', () => {
  it('should say every OAuth error in French, a general sentence for an unknown code', () => {
    expect(errorMessage('invalid_redirect_uri')).toMatch(/^L’adresse de retour/);
    expect(errorMessage('access_denied')).toBe('La connexion a été refusée.');
    expect(errorMessage('what_is_this')).toBe(
      'Le service de connexion n’a pas pu traiter la demande.',
    );
    expect(errorMessage(undefined)).toMatch(/^Le service de connexion/);
  });
});
