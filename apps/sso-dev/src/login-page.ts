import { demoAccounts, demoPassword } from './accounts.js';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The French sign-in page of the local SSO server: a plain, accessible form. */
export function loginPage(options: {
  action: string;
  email?: string;
  error?: string;
  clientName: string;
}) {
  const error = options.error
    ? `<div class="error" role="alert" id="erreur">${escapeHtml(options.error)}</div>`
    : '';
  const accounts = demoAccounts
    .map((a) => `<li><code>${escapeHtml(a.email)}</code> (${escapeHtml(a.name)})</li>`)
    .join('');
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Connexion – SSO de démonstration EPIC</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f6f1e7; color: #1e1e1e; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border: 1px solid #c8c8c8; border-radius: 0.5rem; }
  h1 { margin-top: 0; font-size: 1.5rem; }
  label { display: block; margin-top: 1rem; font-weight: 700; }
  input { box-sizing: border-box; width: 100%; margin-top: 0.25rem; padding: 0.6rem; font: inherit; border: 1px solid #6a6a6a; border-radius: 0.25rem; }
  button { margin-top: 1.5rem; padding: 0.7rem 1.5rem; font: inherit; font-weight: 700; color: #fff; background: #000091; border: 0; border-radius: 0.25rem; cursor: pointer; }
  :focus-visible { outline: 2px solid #0a76f6; outline-offset: 2px; }
  .error { margin: 1rem 0; padding: 0.75rem 1rem; color: #ce0500; background: #ffe9e9; border-left: 4px solid #ce0500; }
  .help { margin-top: 2rem; font-size: 0.875rem; color: #4f4f4f; }
</style>
</head>
<body>
<main>
  <h1>Connexion</h1>
  <p>Connectez-vous pour accéder à ${escapeHtml(options.clientName)}.</p>
  ${error}
  <form method="post" action="${escapeHtml(options.action)}" novalidate>
    <label for="email">Adresse électronique</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${options.error ? ' aria-describedby="erreur" aria-invalid="true"' : ''}>
    <label for="password">Mot de passe</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit">Se connecter</button>
  </form>
  <div class="help">
    <p>Serveur d’authentification de démonstration. Comptes disponibles (mot de passe <code>${escapeHtml(demoPassword)}</code>) :</p>
    <ul>${accounts}</ul>
  </div>
</main>
</body>
</html>`;
}
