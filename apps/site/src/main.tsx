// First: configures zod before the API client's chunk loads it (no eval probe under the CSP).
import './zodConfig';
// Tokens and base styles: bundlers may drop the package entry's own CSS import (sideEffects).
import '@epic/ui/styles.css';
import '@epic/ui/base.css';
import './print.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstScreenReady } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('Élément #root introuvable dans index.html');

// A public first screen's code, requested with this entry, is usually there one round trip later:
// rendering then shows the page whole, without a skeleton that React would keep up to 300 ms.
// Never waits long for it.
void Promise.race([firstScreenReady, new Promise((resolve) => setTimeout(resolve, 1500))]).then(
  () => {
    const app = createRoot(root);
    // A transition: the first render is done in slices, not one long task.
    startTransition(() => {
      app.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  },
);
