/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Recipient of the Contact link. */
  readonly VITE_CONTACT_EMAIL?: string;
}

/** Build facts injected by vite.config.ts. */
declare const __EPIC_BUILD__: {
  siteVersion: string;
  uiVersion: string;
  authVersion: string;
  commit: string;
  builtAt: string;
};
