// First: configures zod before the API client's chunk loads it (no eval probe under the CSP).
import './zodConfig';
// Tokens and base styles: bundlers may drop the package entry's own CSS import (sideEffects).
import '@epic/ui/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { queryClient } from './data/queryClient';
import { App } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('Élément #root introuvable dans index.html');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  </StrictMode>,
);
