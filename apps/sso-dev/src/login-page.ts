import { demoAccounts, demoPassword } from './accounts.js';
import { escapeHtml, page } from './page.js';

export type LoginField = 'email' | 'password';

/** French messages of the sign-in form. */
export const loginMessages = {
  emailMissing: 'Saisissez votre adresse électronique.',
  emailFormat: 'Saisissez une adresse électronique valide, au format nom@domaine.fr.',
  passwordMissing: 'Saisissez votre mot de passe.',
  wrongCredentials: 'Adresse électronique ou mot de passe incorrect.',
} as const;

/**
 * Checks the submitted form before any authentication: each missing (or malformed) field gets its
 * own message. Empty when both fields are filled in.
 */
export function validateLogin(
  email: string,
  password: string,
): Partial<Record<LoginField, string>> {
  const errors: Partial<Record<LoginField, string>> = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = loginMessages.emailMissing;
  else if (!/^[^\s@]+@[^\s@]+$/.test(trimmed)) errors.email = loginMessages.emailFormat;
  if (!password) errors.password = loginMessages.passwordMissing;
  return errors;
}

const fieldOrder: LoginField[] = ['email', 'password'];

/**
 * The French sign-in page of the local SSO server: a plain, accessible form. After a refused
 * submission (RGAA 11.10): an error summary linking to each field, each field's own message tied
 * to it with `aria-describedby` and `aria-invalid`, and focus on the first field to correct.
 */
export function loginPage(options: {
  action: string;
  email?: string;
  /** One message per field left empty or malformed. */
  fieldErrors?: Partial<Record<LoginField, string>>;
  /** A refusal of the whole form (wrong credentials): tied to both fields. */
  error?: string;
  clientName: string;
}) {
  const fieldErrors = options.fieldErrors ?? {};
  const invalid = fieldOrder.filter((field) => fieldErrors[field]);
  const formError = options.error && invalid.length === 0 ? options.error : undefined;
  // Focus: the first field to correct; with wrong credentials, the password (the address stays).
  const focus: LoginField | undefined = invalid[0] ?? (formError ? 'password' : undefined);

  const summary =
    invalid.length > 0
      ? `<div class="error-summary" role="alert" aria-labelledby="erreurs-titre" id="erreurs">
    <h2 id="erreurs-titre">${invalid.length === 1 ? 'Le formulaire contient une erreur\u00a0:' : `Le formulaire contient ${invalid.length} erreurs\u00a0:`}</h2>
    <ul>${invalid.map((field) => `<li><a href="#${field}">${escapeHtml(fieldErrors[field] ?? '')}</a></li>`).join('')}</ul>
  </div>`
      : '';
  const error = formError
    ? `<div class="error" role="alert" id="erreur">${escapeHtml(formError)}</div>`
    : '';

  const describedBy = (field: LoginField, hint?: string) => {
    const ids = [hint, fieldErrors[field] ? `${field}-erreur` : undefined, formError && 'erreur'];
    const list = ids.filter(Boolean).join(' ');
    return list ? ` aria-describedby="${list}"` : '';
  };
  const state = (field: LoginField) =>
    `${fieldErrors[field] || formError ? ' aria-invalid="true"' : ''}${focus === field ? ' autofocus' : ''}`;
  const fieldError = (field: LoginField) =>
    fieldErrors[field]
      ? `\n    <p class="field-error" id="${field}-erreur">${escapeHtml(fieldErrors[field] ?? '')}</p>`
      : '';

  const accounts = demoAccounts
    .map((a) => `<li><code>${escapeHtml(a.email)}</code> (${escapeHtml(a.name)})</li>`)
    .join('');
  const title = invalid.length > 0 || formError ? 'Erreur – Connexion' : 'Connexion';
  return page(
    title,
    `  <h1>Connexion</h1>
  <p>Connectez-vous pour accéder à ${escapeHtml(options.clientName)}.</p>
  ${summary}${error}
  <form method="post" action="${escapeHtml(options.action)}" novalidate>
    <label for="email">Adresse électronique</label>
    <p class="hint" id="email-aide">Format attendu\u00a0: nom@domaine.fr</p>${fieldError('email')}
    <input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}"${describedBy('email', 'email-aide')}${state('email')}>
    <label for="password">Mot de passe</label>${fieldError('password')}
    <input id="password" name="password" type="password" autocomplete="current-password" required${describedBy('password')}${state('password')}>
    <button type="submit">Se connecter</button>
  </form>
  <div class="help">
    <p>Serveur d’authentification de démonstration. Comptes disponibles (mot de passe <code>${escapeHtml(demoPassword)}</code>) :</p>
    <ul>${accounts}</ul>
  </div>`,
  );
}
