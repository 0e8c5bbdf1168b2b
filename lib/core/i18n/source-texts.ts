import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

// For tests and tools only: the files whose texts a member can read in a reply (validation messages,
// AppError messages), and every sentence-like literal still written in them. Each of those texts is
// made by serverText (lib/core/server-text.ts; a one-time codemod rewrote the literals into calls),
// so lib/client/server-text.test.ts expects no literal but field labels to be left.
// A template literal comes back as its "shape": each ${…} replaced by {}.

/** Where messages a member can see are written. */
export const MESSAGE_SOURCES = ["lib/core/errors.ts", "lib/core/schema", "lib/contract", "lib/domain", "lib/data/throttle", "lib/server/http", "lib/server/uploads", "lib/server/discreet-metadata.ts", "app/api", "lib/server/sse.ts", "lib/client/upload-file.ts"];

/** Not answers to a request: stored notification texts (their own catalog), and sample content. */
// (the health, readiness and metrics endpoints answer load balancers and scrapers, never members)
// The media readers' own errors (lib/domain/uploads/media) are for logs: uploads answer with their own texts.
// Neither are the smart-search prompt to the language model, the calendar file's fixed lines, or the
// romaji table usernames are built from.
// The data export is a JSON document with English field names and descriptions, not a message shown on a screen.
// A signed-in device's name ("Chrome on Android") is data stored on its session row; screens and mails translate its form.
const SKIPPED = ["lib/domain/users/export-data.ts", "lib/domain/auth/device.ts", "lib/contract/auth/device-label.ts", "lib/domain/notifications/", "lib/domain/posts/create-test-data.ts", "lib/domain/uploads/media/", "lib/domain/businesses/smart-search-llm.ts", "lib/domain/events/ical.ts", "lib/domain/users/username-base.ts", "app/api/health/", "app/api/ready/", "app/api/metrics/"];

const SENTENCE = /^(\{\}|[A-Za-z])[^\n]*[A-Za-z']+ [A-Za-z{]/;

export type SourceText = { text: string; file: string; line: number; template: boolean };

function walk(dir: string, out: string[] = []) {
  if (statSync(dir).isFile()) return [dir];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** The files of MESSAGE_SOURCES that can answer with a text, relative to `root` (tools/error-keys.ts rewrites these). */
export function messageSourceFiles(root: string): string[] {
  const files: string[] = [];
  for (const dir of MESSAGE_SOURCES) {
    for (const path of walk(join(root, dir))) {
      const file = relative(root, path);
      if (SKIPPED.some((skip) => file.startsWith(skip))) continue;
      // of the browser-and-server contract, only the schemas and limits answer a request with their texts
      if (file.startsWith("lib/contract/") && !/(^|[/-])(schemas?|limits)\.ts$/.test(file)) continue;
      files.push(file);
    }
  }
  return files;
}

export function sourceTexts(root: string): SourceText[] {
  const found: SourceText[] = [];
  for (const file of messageSourceFiles(root)) {
    const source = ts.createSourceFile(file, readFileSync(join(root, file), "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
      // console and log output, thrown plain Errors and object keys are for developers and operators, not members
      if (ts.isCallExpression(node) && /^(console\.|log\(\)\.)/.test(node.expression.getText(source))) return;
      // SQL fragments (Prisma.sql`…`) and directives ("use client")
      if (ts.isTaggedTemplateExpression(node)) return;
      if (ts.isExpressionStatement(node) && ts.isStringLiteral(node.expression)) return;
      if (ts.isNewExpression(node) && /^(Error|TypeError|RangeError)$/.test(node.expression.getText(source))) return;
      let text: string | null = null;
      let template = false;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        if (!(ts.isPropertyAssignment(node.parent) && node.parent.name === node)) text = node.text;
      } else if (ts.isTemplateExpression(node)) {
        text = node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join("");
        template = true;
      }
      if (text !== null && SENTENCE.test(text)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push({ text, file, line, template });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** Where serverText may be called: all application code. */
const CODE_ROOTS = ["lib", "app", "components", "hooks", "proxy.ts"];

export type ServerTextCall = { file: string; line: number; key: string | null; names: string[] | null };

/**
 * Every call of serverText in the application code: its key (null unless a string literal) and the
 * names of its values (null unless an object literal of plain properties).
 */
export function serverTextCalls(root: string): ServerTextCall[] {
  const calls: ServerTextCall[] = [];
  for (const dir of CODE_ROOTS) {
    for (const path of walk(join(root, dir))) {
      const file = relative(root, path);
      if (file.startsWith("lib/generated/") || file === "lib/core/server-text.ts") continue;
      const text = readFileSync(path, "utf8");
      if (!text.includes("serverText(")) continue;
      const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "serverText") {
          const [key, values] = node.arguments;
          let names: string[] | null = [];
          if (values) {
            names = ts.isObjectLiteralExpression(values) && values.properties.every((p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && ts.isIdentifier(p.name))
              ? values.properties.map((p) => (p.name as ts.Identifier).text)
              : null;
          }
          const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
          calls.push({ file, line, key: key && ts.isStringLiteral(key) ? key.text : null, names });
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return calls;
}
