import { $, definePluginConfig, type DefinePlugin } from '@hey-api/openapi-ts';

/**
 * A hey-api plugin that writes generated/rules.gen.ts: the rules the contract states as data, for
 * the app and the local backend to read (neither keeps a copy of its own). `npm run generate`
 * runs it with the other plugins, so `npm run check:drift` covers its output too.
 *
 * - A schema's `x-transitions`, `x-capabilities` or `x-upload-rules` becomes
 *   `<schemaName>Transitions`, `<schemaName>Capabilities`, `<schemaName>Rules`
 *   (applicationStatusTransitions, companyRoleCapabilities, uploadPurposeRules); `x-stage-of-status`
 *   `x-withdraw-from` and `x-labels` become `<schemaName>OfStatus`, `<schemaName>WithdrawFrom`,
 *   `<schemaName>Labels` (applicationStageOfStatus, applicationStageWithdrawFrom, applicationStageLabels).
 * - Operations' `x-permission` (and `x-permission-self`) become `operationPermissions`, by operationId.
 *
 * Spectral checks that the data is consistent (spectral/functions, `npm run lint:api`).
 */
type RulesPlugin = DefinePlugin<{ name: 'rules'; includeInEntry?: boolean }>;

const SCHEMA_EXTENSIONS: Record<string, string> = {
  'x-transitions': 'Transitions',
  'x-capabilities': 'Capabilities',
  'x-upload-rules': 'Rules',
  'x-stage-of-status': 'OfStatus',
  'x-withdraw-from': 'WithdrawFrom',
  'x-labels': 'Labels',
};

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

type Spec = {
  paths?: Record<string, Record<string, Record<string, unknown> | undefined>>;
  components?: { schemas?: Record<string, Record<string, unknown>> };
};

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** What rules.gen.ts exports, name to value, in the contract’s order. */
function contractRules(spec: Spec): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(spec.components?.schemas ?? {})) {
    for (const [extension, suffix] of Object.entries(SCHEMA_EXTENSIONS)) {
      if (schema[extension] !== undefined) out[`${lowerFirst(name)}${suffix}`] = schema[extension];
    }
  }
  const permissions: Record<string, { permission: unknown; self?: unknown }> = {};
  for (const item of Object.values(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation || operation['x-permission'] === undefined) continue;
      permissions[String(operation.operationId)] = {
        permission: operation['x-permission'],
        ...(operation['x-permission-self'] !== undefined
          ? { self: operation['x-permission-self'] }
          : {}),
      };
    }
  }
  out.operationPermissions = permissions;
  return out;
}

const DOCS: Record<string, string> = {
  Transitions: 'Where each status may move (the contract’s `x-transitions`); [] is a final status.',
  Capabilities: 'What each role may do (the contract’s `x-capabilities`).',
  Rules:
    'Allowed content types (with their file extensions), size limit and, where given, the first bytes (hex) each type’s files start with, per purpose (the contract’s `x-upload-rules`).',
  OfStatus:
    'The stage the candidate sees for each employer status (the contract’s `x-stage-of-status`); a withdrawn application is `withdrawn` whatever its status.',
  WithdrawFrom:
    'The stages a candidate may withdraw an application from (the contract’s `x-withdraw-from`).',
  Labels: 'The words a person reads for each value (the contract’s `x-labels`).',
};

const handler: RulesPlugin['Handler'] = ({ plugin }) => {
  const spec = plugin.context.spec as Spec;
  for (const [name, value] of Object.entries(contractRules(spec))) {
    const suffix = Object.values(SCHEMA_EXTENSIONS).find((s) => name.endsWith(s));
    const symbol = plugin.symbol(name);
    plugin.node(
      $.const(symbol)
        .export()
        .doc(
          suffix
            ? DOCS[suffix]
            : 'The company capability each operation on a company needs (`x-permission`), and the one that suffices when callers act on themselves (`x-permission-self`).',
        )
        .assign($($.fromValue(value, { layout: 'pretty' })).as('const')),
    );
  }
};

const defaultConfig: RulesPlugin['Config'] = {
  config: { includeInEntry: false },
  handler,
  name: 'rules',
};

export const defineRulesPlugin = definePluginConfig(defaultConfig);
