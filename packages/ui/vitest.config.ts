import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { conditions: ['@epic/source', ...defaultClientConditions] },
  test: {
    name: 'ui',
    environment: 'jsdom',
    // One jsdom and one module graph per worker, not per file: making them for every file took
    // most of this project's time (React Testing Library's cleanup runs after each test).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../vitest.setup.ts'],
    // Stylesheets read as text (tokens, breakpoints) are real; imported ones stay empty (jsdom).
    css: { include: [/\.css\?raw$/] },
  },
});
