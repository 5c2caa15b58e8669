/**
 * One string per distinct code: a commune row's zone codes repeat over thousands of rows, and
 * JSON.parse gives each occurrence its own string (memory, across seven vintages).
 */
const interned = new Map<string, string>();

export function intern(code: string | null): string | null {
  if (code === null) return null;
  const kept = interned.get(code);
  if (kept !== undefined) return kept;
  interned.set(code, code);
  return code;
}
