// Names, titles and file names are single-line text: the contract gives each one a `pattern` that
// refuses control characters (NUL, CR/LF, DEL, C1), the line and paragraph separators and the bidi
// embeddings, overrides and isolates. Prism refuses such a body in front of the fake (422); the
// fake refuses it on its own too (400 validation_error, the field named, as a Django server
// answers: docs/backend-guide.md), so a test or a client that calls it directly cannot store one.
// Which fields: those whose pattern is one of the contract's `x-single-line` patterns; the words:
// its message, the one the app shows (generated/rules.gen.ts `singleLineText`).
import { singleLineText } from '../../generated/rules.gen';
import type { FieldErrors } from '../../generated/types.gen';
import { contract } from './contract';
import { fill } from './contract-rules';
import { invalid } from './http';

interface Schema {
  $ref?: string;
  type?: string | string[];
  pattern?: string;
  properties?: Record<string, Schema>;
  allOf?: Schema[];
}

/** What a field whose value breaks its single-line pattern says ("… from the file name"). */
export const singleLineMessage = (field: string) =>
  fill(singleLineText.message, { what: `the ${field.replaceAll('_', ' ')}` });

const SINGLE_LINE_PATTERNS: ReadonlySet<string> = new Set(singleLineText.patterns);

/** A surrogate half without its other half: not text (JSON can carry one, `"\ud800"`). */
export const LONE_SURROGATE =
  /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const doc = contract as unknown as {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        requestBody?: Schema & { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
  components: { schemas: Record<string, Schema>; requestBodies?: Record<string, Schema> };
};

function deref(schema: Schema | undefined): Schema | undefined {
  let current = schema;
  while (current?.$ref) current = doc.components.schemas[current.$ref.split('/').pop() ?? ''];
  return current;
}

/** The JSON request body schema of each operation. */
const bodies = new Map<string, Schema>();
for (const item of Object.values(doc.paths))
  for (const op of Object.values(item)) {
    const schema = op?.requestBody?.content?.['application/json']?.schema;
    if (op?.operationId && schema) bodies.set(op.operationId, schema);
  }

function check(schema: Schema | undefined, value: unknown): FieldErrors {
  const s = deref(schema);
  if (!s || typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const errors: FieldErrors = {};
  const properties = { ...s.properties };
  for (const part of s.allOf ?? []) Object.assign(properties, deref(part)?.properties);
  for (const [name, property] of Object.entries(properties)) {
    const field = (value as Record<string, unknown>)[name];
    const p = deref(property);
    if (typeof field === 'string' && p?.pattern && SINGLE_LINE_PATTERNS.has(p.pattern)) {
      if (!new RegExp(p.pattern, 'u').test(field) || LONE_SURROGATE.test(field))
        errors[name] = [singleLineMessage(name)];
    } else if (field && typeof field === 'object') {
      const nested = check(p, field);
      if (Object.keys(nested).length) errors[name] = nested;
    }
  }
  return errors;
}

/** Throws 400 validation_error when a name, title or file name of the body breaks its single-line pattern. */
export function checkSingleLineText(operationId: string, body: unknown): void {
  const errors = check(bodies.get(operationId), body);
  if (Object.keys(errors).length) throw invalid(errors);
}
