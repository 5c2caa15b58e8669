/**
 * `npm run check:french`: a plain space before « : ; ! ? » in a French string lets the mark start
 * a line; French typography wants a no-break space there (`\u00a0` in strings, `&nbsp;` in JSX
 * text). Reads every string literal and JSX text of the sources (tests and stories' play functions
 * aside: Testing Library reads no-break spaces as spaces) and lists the offenders.
 */
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';

const sources = [
  'packages/ui/src',
  'packages/auth/src',
  'packages/api-contract/src',
  'apps/site/src',
  'apps/api/src',
  'apps/sso-dev/src',
];
const files = sources
  .flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file}`),
  )
  .filter((file) => /\.tsx?$/.test(file) && !/\.d\.ts$|\.test\.|\.test-d\.|\/test\//.test(file))
  .sort();
const plainSpaceBeforeMark = /[^\s\u00a0\u202f(«] [:;!?](?=\s|$)/;

const offenders: string[] = [];
for (const file of files) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'play') return;
    const text =
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
        ? node.text
        : undefined;
    if (text && !/\b(SELECT|FROM)\b/.test(text) && plainSpaceBeforeMark.test(text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      offenders.push(`${file}:${line + 1}: ${text.trim().replace(/\s+/g, ' ').slice(0, 90)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (offenders.length > 0) {
  console.error(
    `A plain space before « : ; ! ? » (use \\u00a0 in strings, &nbsp; in JSX text):\n${offenders.join('\n')}`,
  );
  process.exit(1);
}
console.log(`French spacing: ${files.length} files, no plain space before « : ; ! ? ».`);
