import { escapeHtml, page } from './page.js';

/**
 * The end-session page (OpenID RP-initiated logout): a site asked to end the single-sign-on
 * session, and the user already chose "Se déconnecter" there, so the form confirms the sign-out
 * by itself (`logout=yes`: the whole provider session ends, not only the site's grant). Without
 * JavaScript, one French button does it.
 */
export function logoutPage(options: { action: string; xsrf: string; clientName?: string }) {
  const from = options.clientName ? ` de ${escapeHtml(options.clientName)}` : '';
  return page(
    'Déconnexion',
    `  <h1>Déconnexion</h1>
  <p>Déconnexion${from} et du service de connexion en cours…</p>
  <form id="op.logoutForm" method="post" action="${escapeHtml(options.action)}">
    <input type="hidden" name="xsrf" value="${escapeHtml(options.xsrf)}">
    <input type="hidden" name="logout" value="yes">
    <noscript><button type="submit">Se déconnecter</button></noscript>
  </form>
  <script>document.getElementById('op.logoutForm').submit();</script>`,
  );
}

/** Shown after a sign-out that named no return address. */
export function loggedOutPage(options: { clientName?: string; returnUrl?: string }) {
  const back =
    options.returnUrl && options.clientName
      ? `\n  <p><a href="${escapeHtml(options.returnUrl)}">Retourner sur ${escapeHtml(options.clientName)}</a></p>`
      : '';
  return page(
    'Vous êtes déconnecté',
    `  <h1>Vous êtes déconnecté</h1>
  <p>Votre session sur le service de connexion est terminée\u00a0: la prochaine connexion demandera votre mot de passe.</p>${back}`,
  );
}
