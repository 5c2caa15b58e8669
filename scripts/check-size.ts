/**
 * Size check (run in CI): lists the tracked TypeScript files over 300 lines and the functions over
 * 150 lines, and fails on any whose file does not start with a one-line reason:
 * `// Long file: <why it is one piece>`. The reason is for the reader who would split it.
 * In tests, stories and suites only the file length counts: a long `describe` is a list of cases.
 *
 * `npm run check:size` (add `-- --all` to list every long file and function, reasons included).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const MAX_FILE_LINES = 300;
const MAX_FUNCTION_LINES = 150;
const REASON = /^\/\/ Long file: \S/;

interface Finding {
  file: string;
  what: string;
  lines: number;
  excused: boolean;
}

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.endsWith('.d.ts'));

function functionName(node: ts.Node, source: ts.SourceFile): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name !== undefined) {
    return node.name.getText(source);
  }
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText(source);
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText(source);
  if (parent && ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(source).slice(0, 40);
    const label = parent.arguments[0];
    return label && ts.isStringLiteralLike(label)
      ? `${callee}('${label.text.slice(0, 50)}')`
      : `callback of ${callee}`;
  }
  return 'anonymous function';
}

const isTest = (file: string) => /\.(test|spec|stories|test-d)\.tsx?$|-suite\.ts$/.test(file);

const findings: Finding[] = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const excused = REASON.test(text);
  const lineCount = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  if (lineCount > MAX_FILE_LINES) {
    findings.push({ file, what: 'file', lines: lineCount, excused });
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > MAX_FUNCTION_LINES) {
        findings.push({
          file: `${file}:${start + 1}`,
          what: `function ${functionName(node, source)}`,
          lines,
          excused,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  if (!isTest(file)) visit(source);
}

const all = process.argv.includes('--all');
const failing = findings.filter((finding) => !finding.excused);
for (const finding of all ? findings : failing) {
  const mark = finding.excused ? 'reason given' : 'NO REASON';
  console.log(
    `${finding.lines.toString().padStart(5)}  ${finding.what}  ${finding.file}  (${mark})`,
  );
}
console.log(
  `\n${files.length} files: ${findings.length} over ${MAX_FILE_LINES} lines or with a function over ${MAX_FUNCTION_LINES} lines, ${failing.length} without a "// Long file:" reason.`,
);
if (failing.length > 0) process.exit(1);
