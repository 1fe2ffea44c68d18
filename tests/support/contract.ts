// The contract tests' view of the contract, read through the one loader (scripts/lib/contract.mjs).
import {
  contractPath,
  loadContract as loadDocument,
  operations,
  type OpenApiDocument,
} from '../../scripts/lib/contract.mjs';

export { contractPath };

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

interface OperationObject {
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
  return loadDocument() as Contract;
}

export interface Operation {
  method: string;
  path: string;
  operation: OperationObject;
  parameters: ParameterObject[];
}

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

export function listOperations(contract: Contract): Operation[] {
  return operations(contract as unknown as OpenApiDocument).filter((o) =>
    METHODS.includes(o.method),
  ) as Operation[];
}
