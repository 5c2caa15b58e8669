import { useState } from 'react';
import { themeIds } from './ThemeSection';

/**
 * Which theme tables are folded, with the actions of their headings and of the theme navigation:
 * toggle one, open one and move the focus to its heading (a jump), open or fold them all.
 */
export function useThemeFolding(prefix: string) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (theme: string) =>
    setClosed((current) => {
      const next = new Set(current);
      if (!next.delete(theme)) next.add(theme);
      return next;
    });
  const jump = (theme: string) => {
    setClosed((current) => new Set([...current].filter((id) => id !== theme)));
    const toggleButton = document.getElementById(themeIds(prefix, theme).toggle);
    toggleButton?.focus();
    toggleButton?.scrollIntoView?.({ block: 'start' });
  };
  const setAll = (open: boolean, themes: readonly string[]) =>
    setClosed(open ? new Set() : new Set(themes));
  return { isOpen: (theme: string) => !closed.has(theme), toggle, jump, setAll };
}
