/** Site configuration, read once from the build environment with working local defaults. */
export const config = {
  contactEmail: import.meta.env.VITE_CONTACT_EMAIL || 'contact@epic.example.org',
} as const;

export const build = __EPIC_BUILD__;
