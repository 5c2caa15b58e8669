import { Button } from '@epic/ui';
import { useState } from 'react';
import styles from './explore.module.css';

/**
 * Every panel waiting for the reader loads now, and those mounted after: useNearViewport's
 * LOAD_ALL_EVENT, written out rather than imported, which would split that hook out of the
 * Explorer's route chunk into a file of its own (this module is shared with the Comparer).
 */
function loadAll() {
  document.documentElement.dataset.loadAll = 'yes';
  window.dispatchEvent(new Event('epic:load-all'));
}

/**
 * What is still loading in the page's content: busy regions and placeholders. Not a busy button:
 * this one is busy while it waits, and a button's own work is no content to print.
 */
const PENDING = 'main [aria-busy="true"]:not(button), main [data-placeholder]';

/** Resolves once nothing has been loading for a moment, or after `timeout` ms whatever remains. */
function settled(timeout: number): Promise<void> {
  const started = Date.now();
  let quietSince = 0;
  return new Promise((resolve) => {
    const check = () => {
      const now = Date.now();
      if (document.querySelector(PENDING)) quietSince = 0;
      else quietSince ||= now;
      // Quiet for 400 ms: a panel that loaded may start another (its chart's code) right after.
      if ((quietSince && now - quietSince >= 400) || now - started >= timeout) resolve();
      else setTimeout(check, 100);
    };
    check();
  });
}

/**
 * « Imprimer / PDF »: every lazy panel loads, the page waits until nothing is loading any more,
 * then the browser's print dialog opens on a page with no placeholder left (print.css drops the
 * forms, buttons and navigation).
 */
export function PrintButton({ timeout = 30_000 }: { timeout?: number }) {
  const [printing, setPrinting] = useState(false);
  return (
    <Button
      variant="secondary"
      loading={printing}
      onClick={() => {
        setPrinting(true);
        loadAll();
        void settled(timeout).then(() => {
          setPrinting(false);
          window.print();
          // The dialog is closed: the next pages load their panels as the reader gets near again.
          delete document.documentElement.dataset.loadAll;
        });
      }}
    >
      Imprimer / PDF
    </Button>
  );
}

const date = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long' });

/** On paper only: when the page was printed and where to find it again. */
export function PrintNote({ permalink }: { permalink: string }) {
  return (
    <p className={styles.printOnly}>
      Imprimé le {date.format(new Date())} depuis EPIC · Lien permanent&nbsp;: {permalink}
    </p>
  );
}
