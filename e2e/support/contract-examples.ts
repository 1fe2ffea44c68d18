import { loadContract } from '../../scripts/lib/contract.mjs';

type Examples = Record<string, { value: unknown }>;
interface Media {
  examples?: Examples;
}
interface Response {
  content?: Record<string, Media>;
  $ref?: string;
}
interface Op {
  responses: Record<string, Response>;
}

const contract = loadContract() as {
  paths: Record<string, Record<string, Op>>;
  components: { responses: Record<string, Response> };
};

/** A response, or the shared one it refers to (`#/components/responses/ServerError`). */
function resolve(response: Response | undefined): Response | undefined {
  const name = response?.$ref?.replace('#/components/responses/', '');
  return name ? contract.components.responses[name] : response;
}

/** The value of a named response example of the contract (what Prism serves for it). */
export function contractExample<T = unknown>(
  path: string,
  method: string,
  status: string,
  name?: string,
): T {
  const media = resolve(contract.paths[path]?.[method]?.responses[status])?.content;
  const examples = media && Object.values(media)[0]?.examples;
  if (!examples) throw new Error(`No examples for ${method.toUpperCase()} ${path} ${status}`);
  const entry = name ? examples[name] : Object.values(examples)[0];
  if (!entry) throw new Error(`No example ${name} for ${method.toUpperCase()} ${path} ${status}`);
  return entry.value as T;
}
