/* eslint-disable @typescript-eslint/no-explicit-any -- a parsed OpenAPI document is open-ended JSON; each reader narrows the part it reads. */
/** An OpenAPI document as parsed: open on purpose, each reader narrows what it uses. */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, any>;
  components?: any;
  [key: string]: any;
}

export interface ContractOperation {
  /** Lower case: get, post, ... */
  method: string;
  /** The path template as written: /v2/public/jobs/{jobSlug}/ */
  path: string;
  operation: { operationId: string; tags?: string[]; [key: string]: any };
  /** Path-level then operation-level parameters, `$ref`s resolved. */
  parameters: {
    name: string;
    in: 'path' | 'query' | 'header' | 'cookie';
    required?: boolean;
    schema?: any;
    [key: string]: any;
  }[];
}

export const repoRoot: string;
export const contractPath: string;
export const METHODS: string[];
export class ContractError extends Error {}
export function readYaml(file: string, label?: string): unknown;
export function readContract(file?: string, label?: string): OpenApiDocument;
export function loadContract(): OpenApiDocument;
export function resolve<T = any>(doc: OpenApiDocument, node: unknown): T;
export function operations(doc: OpenApiDocument): ContractOperation[];
export function operationById(doc: OpenApiDocument, operationId: string): ContractOperation;
