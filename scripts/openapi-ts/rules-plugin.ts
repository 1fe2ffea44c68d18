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
 * - ScreeningQuestionKind's `x-kind-rules` becomes screeningQuestionKindRules; a schema's `x-messages`
 *   (the words of its rules, for the app and the server alike) `<schemaName>Messages`; JobStatus's
 *   `x-open-until` jobStatusOpenUntil.
 * - Operations' `x-permission` (and `x-permission-self`) become `operationPermissions`, and their
 *   `x-limit` `operationLimits`, by operationId.
 * - The contract's own `x-single-line` (the patterns of names, titles and file names, and the message
 *   for one broken) becomes `singleLineText`; its `x-rich-text` (the HTML a description may hold)
 *   becomes `richTextAllowList`.
 *   for one broken) becomes `singleLineText`.
 * - The contract's own `x-pay-transparency` (the dated, sourced table of pay-transparency laws, the
 *   pay-history question patterns and the words of their refusals) becomes `payTransparency`.
 * - The contract's own `x-self-identification` (the voluntary self-identification forms' standard texts,
 *   questions and options, and the report's suppression threshold) becomes `selfIdentification`.
 * - The contract's own `x-data-retention` (how long ended applications are kept, the notice, the
 *   consent period and the anonymised placeholders) becomes `dataRetention`.
 *
 * Spectral checks that the data is consistent (spectral/functions, `npm run lint:api`), and
 * tests/contract/rules.test.ts that each export equals its extension and agrees with the schema
 * keywords and prose that state the same rule.
 */
type RulesPlugin = DefinePlugin<{ name: 'rules'; includeInEntry?: boolean }>;

/** Each schema extension, with the suffix of its export and the export's doc comment. */
const SCHEMA_EXTENSIONS: Record<string, { suffix: string; doc: string }> = {
  'x-transitions': {
    suffix: 'Transitions',
    doc: 'Where each status may move (the contract’s `x-transitions`); [] is a final status.',
  },
  'x-capabilities': {
    suffix: 'Capabilities',
    doc: 'What each role may do (the contract’s `x-capabilities`).',
  },
  'x-upload-rules': {
    suffix: 'Rules',
    doc: 'Allowed content types (with their file extensions), size limit and, where given, the first bytes (hex) each type’s files start with, per purpose (the contract’s `x-upload-rules`).',
  },
  'x-kind-rules': {
    suffix: 'Rules',
    doc: 'What each kind allows: how many options, which knockout answers (`options`: its own option ids), a min/max range, the answer’s length limit (the contract’s `x-kind-rules`).',
  },
  'x-stage-of-status': {
    suffix: 'OfStatus',
    doc: 'The stage the candidate sees for each employer status (the contract’s `x-stage-of-status`); a withdrawn application is `withdrawn` whatever its status.',
  },
  'x-withdraw-from': {
    suffix: 'WithdrawFrom',
    doc: 'The stages a candidate may withdraw an application from (the contract’s `x-withdraw-from`).',
  },
  'x-labels': {
    suffix: 'Labels',
    doc: 'The words a person reads for each value (the contract’s `x-labels`).',
  },
  'x-open-until': {
    suffix: 'OpenUntil',
    doc: 'The date a job may move to each status only while it has not passed, null meaning no date (the contract’s `x-open-until`).',
  },
  'x-messages': {
    suffix: 'Messages',
    doc: 'The words of the schema’s rules, for the app and the server alike; `{name}` is filled in (the contract’s `x-messages`).',
  },
};

const OPERATION_DOCS = {
  operationPermissions:
    'The company capability each operation on a company needs (`x-permission`), and the one that suffices when callers act on themselves (`x-permission-self`).',
  operationLimits:
    'How many of a thing a caller may keep (`x-limit`): one more answers 409 with this code and detail.',
  richTextAllowList:
    'What HTML a rich-text field (a job’s or a company’s description) may hold: its tags, attributes and link schemes; the server sanitises on write with it, the app before it sends or renders (the contract’s `x-rich-text`).',
  singleLineText:
    'The patterns of names, titles and file names (each such request field carries one), and what the app and the server say when a value breaks it (the contract’s `x-single-line`; `{what}` names the field).',
  payTransparency:
    'The pay-transparency laws by jurisdiction (what each wants in the ad or before the interview, from when, its source; the table’s `as_of` day), the pay-history question patterns (case-insensitive) and the words of their refusals, `{jurisdiction}` and `{law}` filled in (the contract’s `x-pay-transparency`).',
  selfIdentification:
    'The voluntary self-identification forms (US: EEO, veteran, disability): each one’s title, introduction and questions with their fixed options (`field` is the SelfIdentificationSubmit field, each option `value` one of its enum), and the aggregate report’s `suppression_threshold`: counts from 1 to one below it are not shown (the contract’s `x-self-identification`).',
  dataRetention:
    'How long a company keeps applications that ended (months after the last change: default, bounds), the candidate’s notice before the sweep anonymises one, the period a consent to be kept for future roles guarantees, the ways an application ends and the placeholders of anonymised fields (the contract’s `x-data-retention`).',
} as const;

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

type Spec = {
  'x-single-line'?: unknown;
  'x-rich-text'?: unknown;
  'x-pay-transparency'?: unknown;
  'x-self-identification'?: unknown;
  'x-data-retention'?: unknown;
  paths?: Record<string, Record<string, Record<string, unknown> | undefined>>;
  components?: { schemas?: Record<string, Record<string, unknown>> };
};

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** What rules.gen.ts exports, name to its value and doc comment, in the contract’s order. */
function contractRules(spec: Spec): Record<string, { value: unknown; doc: string }> {
  const out: Record<string, { value: unknown; doc: string }> = {};
  for (const [name, schema] of Object.entries(spec.components?.schemas ?? {})) {
    for (const [extension, { suffix, doc }] of Object.entries(SCHEMA_EXTENSIONS)) {
      if (schema[extension] !== undefined)
        out[`${lowerFirst(name)}${suffix}`] = { value: schema[extension], doc };
    }
  }
  const permissions: Record<string, { permission: unknown; self?: unknown }> = {};
  const limits: Record<string, unknown> = {};
  for (const item of Object.values(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      if (operation['x-limit'] !== undefined)
        limits[String(operation.operationId)] = operation['x-limit'];
      if (operation['x-permission'] === undefined) continue;
      permissions[String(operation.operationId)] = {
        permission: operation['x-permission'],
        ...(operation['x-permission-self'] !== undefined
          ? { self: operation['x-permission-self'] }
          : {}),
      };
    }
  }
  out.operationPermissions = { value: permissions, doc: OPERATION_DOCS.operationPermissions };
  out.operationLimits = { value: limits, doc: OPERATION_DOCS.operationLimits };
  if (spec['x-single-line'] !== undefined)
    out.singleLineText = { value: spec['x-single-line'], doc: OPERATION_DOCS.singleLineText };
  if (spec['x-rich-text'] !== undefined)
    out.richTextAllowList = { value: spec['x-rich-text'], doc: OPERATION_DOCS.richTextAllowList };
  if (spec['x-pay-transparency'] !== undefined)
    out.payTransparency = {
      value: spec['x-pay-transparency'],
      doc: OPERATION_DOCS.payTransparency,
    };
  if (spec['x-self-identification'] !== undefined)
    out.selfIdentification = {
      value: spec['x-self-identification'],
      doc: OPERATION_DOCS.selfIdentification,
    };
  if (spec['x-data-retention'] !== undefined)
    out.dataRetention = { value: spec['x-data-retention'], doc: OPERATION_DOCS.dataRetention };
  return out;
}

const handler: RulesPlugin['Handler'] = ({ plugin }) => {
  const spec = plugin.context.spec as Spec;
  for (const [name, { value, doc }] of Object.entries(contractRules(spec))) {
    const symbol = plugin.symbol(name);
    plugin.node(
      $.const(symbol)
        .export()
        .doc(doc)
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
