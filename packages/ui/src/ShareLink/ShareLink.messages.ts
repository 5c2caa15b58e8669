export type ShareLinkMessages = {
  /** Label of the field holding the permalink. */
  label: string;
  copy: string;
  copied: string;
  failed: string;
};

export const shareLinkMessages: ShareLinkMessages = {
  label: 'Lien permanent vers cette vue',
  copy: 'Copier le lien',
  copied: 'Lien copié',
  failed: 'Copie impossible\u00a0: le lien est sélectionné, copiez-le avec Ctrl+C (ou ⌘+C).',
};
