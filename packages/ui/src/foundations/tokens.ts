import tokensCss from '../styles/tokens.css?raw';

/** A custom property declared in tokens.css. */
export type Token = {
  /** Full name, e.g. `--epic-color-text`. */
  name: string;
  /** Declared value, as written (may reference other tokens with `var()`). */
  value: string;
  /** The comment on the same line, if any. */
  note?: string;
};

/**
 * The `--epic-*` declarations of the first `:root` block of a tokens stylesheet, in order. The
 * Fondations pages read tokens.css through this, so what they show is what the CSS declares.
 */
export function parseTokens(css: string): Token[] {
  const start = css.indexOf(':root');
  if (start < 0) return [];
  const open = css.indexOf('{', start);
  let depth = 0;
  let end = open;
  for (; end < css.length; end += 1) {
    if (css[end] === '{') depth += 1;
    if (css[end] === '}') {
      depth -= 1;
      if (depth === 0) break;
    }
  }
  const block = css.slice(open + 1, end);
  const tokens: Token[] = [];
  const declaration = /(--epic-[\w-]+)\s*:\s*([^;]+);[ \t]*(?:\/\*\s*(.*?)\s*\*\/)?/g;
  for (const match of block.matchAll(declaration)) {
    const [, name, value, note] = match;
    if (!name || !value) continue;
    tokens.push({ name, value: value.replace(/\s+/g, ' ').trim(), ...(note ? { note } : {}) });
  }
  return tokens;
}

/** Replaces `var(--epic-…)` references with their declared values, recursively. */
export function resolveToken(value: string, tokens: readonly Token[], depth = 0): string {
  if (depth > 10) return value;
  return value.replace(/var\((--epic-[\w-]+)\)/g, (whole, name: string) => {
    const found = tokens.find((t) => t.name === name);
    return found ? resolveToken(found.value, tokens, depth + 1) : whole;
  });
}

/** The tokens of the package, parsed from styles/tokens.css. */
export const epicTokens: readonly Token[] = parseTokens(tokensCss);

/** The tokens whose name starts with `--epic-<group>-`. */
export function tokenGroup(group: string, tokens: readonly Token[] = epicTokens): Token[] {
  return tokens.filter((t) => t.name.startsWith(`--epic-${group}-`));
}

/** The resolved value of one token; throws if tokens.css does not declare it. */
export function tokenValue(name: string, tokens: readonly Token[] = epicTokens): string {
  const found = tokens.find((t) => t.name === name);
  if (!found) throw new Error(`${name} is not declared in tokens.css`);
  return resolveToken(found.value, tokens);
}
