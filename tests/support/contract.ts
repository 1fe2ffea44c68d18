import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

export const contractPath = join(import.meta.dirname, '..', '..', 'openapi', 'jobboard.yaml');

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: {
    type?: string | string[];
    format?: string;
    enum?: unknown[];
    pattern?: string;
    example?: unknown;
    examples?: unknown[];
  };
  example?: unknown;
  $ref?: string;
}

export interface OperationObject {
  operationId: string;
  parameters?: ParameterObject[];
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

export interface Contract {
  paths: Record<string, Record<string, OperationObject> & { parameters?: ParameterObject[] }>;
  components?: { parameters?: Record<string, ParameterObject> };
}

export function loadContract(): Contract {
  return parse(readFileSync(contractPath, 'utf8')) as Contract;
}

export function resolveParameter(contract: Contract, p: ParameterObject): ParameterObject {
  if (!p.$ref) return p;
  const name = p.$ref.replace('#/components/parameters/', '');
  const resolved = contract.components?.parameters?.[name];
  if (!resolved) throw new Error(`Unresolvable parameter ${p.$ref}`);
  return resolved;
}

export interface Operation {
  method: string;
  path: string;
  operation: OperationObject;
  parameters: ParameterObject[];
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

export function listOperations(contract: Contract): Operation[] {
  return Object.entries(contract.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => {
      const operation = item[method] as OperationObject;
      const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) =>
        resolveParameter(contract, p),
      );
      return { method, path, operation, parameters };
    }),
  );
}
