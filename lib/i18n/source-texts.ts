import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

// For tests only: every sentence-like string the server code can answer with (validation messages,
// AppError messages), read from the source itself so a new message cannot slip by untranslated.
// A template literal comes back as its "shape": each ${…} replaced by {}.

/** Where messages a member can see are written. */
export const MESSAGE_SOURCES = ["lib/validations", "lib/services", "lib/api", "lib/throttle", "lib/uploads", "lib/discreet", "app/api"];

/** Not answers to a request: stored notification texts (their own catalog), and sample content. */
// (the health, readiness and metrics endpoints answer load balancers and scrapers, never members)
// The data export is a JSON document with English field names and descriptions, not a message shown on a screen.
const SKIPPED = ["lib/services/users/export-data.ts", "lib/services/notifications/", "lib/services/posts/create-test-data.ts", "app/api/health/", "app/api/ready/", "app/api/metrics/"];

const SENTENCE = /^(\{\}|[A-Za-z])[^\n]*[A-Za-z']+ [A-Za-z{]/;

export type SourceText = { text: string; file: string; template: boolean };

function walk(dir: string, out: string[] = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

export function sourceTexts(root: string): SourceText[] {
  const found: SourceText[] = [];
  for (const dir of MESSAGE_SOURCES) {
    for (const path of walk(join(root, dir))) {
      const file = relative(root, path);
      if (SKIPPED.some((skip) => file.startsWith(skip))) continue;
      const source = ts.createSourceFile(file, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
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
        if (text !== null && SENTENCE.test(text)) found.push({ text, file, template });
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return found;
}
