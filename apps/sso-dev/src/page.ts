/** The shell shared by every HTML page of the local SSO server: French, plain, accessible. */

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const styles = `
  body { margin: 0; font-family: system-ui, sans-serif; background: #f6f1e7; color: #1e1e1e; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border: 1px solid #c8c8c8; border-radius: 0.5rem; }
  h1 { margin-top: 0; font-size: 1.5rem; }
  h2 { margin: 0 0 0.5rem; font-size: 1.125rem; }
  label { display: block; margin-top: 1rem; font-weight: 700; }
  input { box-sizing: border-box; width: 100%; margin-top: 0.25rem; padding: 0.6rem; font: inherit; border: 1px solid #6a6a6a; border-radius: 0.25rem; }
  input[aria-invalid="true"] { border: 2px solid #ce0500; }
  button { margin-top: 1.5rem; padding: 0.7rem 1.5rem; font: inherit; font-weight: 700; color: #fff; background: #1d4f8f; border: 0; border-radius: 0.25rem; cursor: pointer; }
  a { color: #1d4f8f; }
  :focus-visible { outline: 2px solid #0a76f6; outline-offset: 2px; }
  .error, .error-summary { margin: 1rem 0; padding: 0.75rem 1rem; color: #ce0500; background: #ffe9e9; border-left: 4px solid #ce0500; }
  .error-summary ul { margin: 0; padding-left: 1.25rem; }
  .error-summary a { color: #ce0500; }
  .hint { margin: 0.25rem 0 0; font-size: 0.875rem; color: #4f4f4f; }
  .field-error { margin: 0.25rem 0 0; font-weight: 700; color: #ce0500; }
  .help { margin-top: 2rem; font-size: 0.875rem; color: #4f4f4f; }
  @media (forced-colors: active) { input[aria-invalid="true"], .error, .error-summary { border-color: CanvasText; } }
`;

/** A whole page: `main` is trusted HTML, `title` is text. */
export function page(title: string, main: string, head = ''): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – SSO de démonstration EPIC</title>
<style>${styles}</style>${head}
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}
