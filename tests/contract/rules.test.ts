/**
 * generated/rules.gen.ts (what the app and the local backend read) says what the contract says:
 * each rule equals its `x-` extension in openapi/jobboard.yaml, covers exactly the values of its
 * enum, and the contract's prose states the same data.
 */
import { describe, expect, it } from 'vitest';
import {
  applicationStatusTransitions,
  companyRoleCapabilities,
  dataRetention,
  jobStatusOpenUntil,
  operationLimits,
  operationPermissions,
  questionAnswerInputMessages,
  screeningQuestionInputMessages,
  screeningQuestionKindRules,
  singleLineText,
  uploadPurposeRules,
} from '../../generated/rules.gen';
import {
  zApplicationStatus,
  zCompanyRole,
  zJobStatus,
  zScreeningQuestionKind,
  zUploadPurpose,
  zUploadTicketRequest,
} from '../../generated/zod.gen';
import { loadContract, operationById, operations, resolve } from '../../scripts/lib/contract.mjs';
import { NAME_LIKE } from '../../spectral/functions/single-line-text.js';

const contract = loadContract();
const schemas = contract.components!.schemas!;

/** "a → b or c; d → e" in a description, as a map. "x is final" maps x to []. */
function movesInProse(text: string): Record<string, string[]> {
  const moves: Record<string, string[]> = {};
  for (const [, from, to, alternative] of text.matchAll(/(\w+) → (\w+)(?: or (\w+))?/g))
    moves[from!] = [to!, ...(alternative ? [alternative] : [])];
  for (const [, status] of text.matchAll(/\b(\w+) is final\b/g)) moves[status!] = [];
  return moves;
}

const sortedValues = (map: Record<string, readonly string[]>) =>
  Object.fromEntries(Object.entries(map).map(([k, v]) => [k, [...v].sort()]));

describe('generated/rules.gen.ts', () => {
  it('has the status moves of ApplicationStatus, for every status and only to statuses', () => {
    expect(applicationStatusTransitions).toEqual(schemas.ApplicationStatus['x-transitions']);
    expect(Object.keys(applicationStatusTransitions).sort()).toEqual(
      [...zApplicationStatus.options].sort(),
    );
    for (const targets of Object.values(applicationStatusTransitions))
      for (const to of targets) expect(zApplicationStatus.options).toContain(to);
  });

  it('has the capabilities of every CompanyRole', () => {
    expect(companyRoleCapabilities).toEqual(schemas.CompanyRole['x-capabilities']);
    expect(Object.keys(companyRoleCapabilities).sort()).toEqual([...zCompanyRole.options].sort());
  });

  it('has the upload rules of every UploadPurpose, in content types the request accepts', () => {
    expect(uploadPurposeRules).toEqual(schemas.UploadPurpose['x-upload-rules']);
    expect(Object.keys(uploadPurposeRules).sort()).toEqual([...zUploadPurpose.options].sort());
    const accepted = zUploadTicketRequest.shape.content_type.options as readonly string[];
    for (const rule of Object.values(uploadPurposeRules))
      for (const type of Object.keys(rule.contentTypes)) expect(accepted).toContain(type);
  });

  it('has the permission of every operation that names one, and of no other', () => {
    const fromContract = Object.fromEntries(
      operations(contract)
        .filter((o) => o.operation['x-permission'] !== undefined)
        .map(({ operation }) => [
          operation.operationId,
          {
            permission: operation['x-permission'],
            ...(operation['x-permission-self'] ? { self: operation['x-permission-self'] } : {}),
          },
        ]),
    );
    expect(operationPermissions).toEqual(fromContract);
    expect(Object.keys(operationPermissions)).toContain('updateEmployerJobApplicationStatus');
  });

  it('has the x-limit of every operation that states one, and of no other', () => {
    const fromContract = Object.fromEntries(
      operations(contract)
        .filter((o) => o.operation['x-limit'] !== undefined)
        .map(({ operation }) => [operation.operationId, operation['x-limit']]),
    );
    expect(operationLimits).toEqual(fromContract);
    expect(Object.keys(operationLimits).sort()).toEqual(['addProfileResume', 'createJobAlert']);
  });

  it('has the x-kind-rules of every ScreeningQuestionKind', () => {
    expect(screeningQuestionKindRules).toEqual(schemas.ScreeningQuestionKind['x-kind-rules']);
    expect(Object.keys(screeningQuestionKindRules).sort()).toEqual(
      [...zScreeningQuestionKind.options].sort(),
    );
  });

  it('has the x-open-until of JobStatus, for statuses only', () => {
    expect(jobStatusOpenUntil).toEqual(schemas.JobStatus['x-open-until']);
    for (const status of Object.keys(jobStatusOpenUntil))
      expect(zJobStatus.options).toContain(status);
  });

  it('has the x-messages of the screening schemas and the contract’s x-single-line', () => {
    expect(screeningQuestionInputMessages).toEqual(schemas.ScreeningQuestionInput['x-messages']);
    expect(questionAnswerInputMessages).toEqual(schemas.QuestionAnswerInput['x-messages']);
    expect(singleLineText).toEqual(contract['x-single-line']);
    // Every kind has its words for an unanswered and a wrong answer.
    for (const words of [
      questionAnswerInputMessages.unanswered,
      questionAnswerInputMessages.invalid,
    ])
      expect(Object.keys(words).sort()).toEqual([...zScreeningQuestionKind.options].sort());
  });
});

describe('each rule’s data agrees with the schema keywords that state it too', () => {
  it('data retention: x-data-retention, the retention_months keywords, the ended statuses and the placeholders', () => {
    expect(dataRetention).toEqual(contract['x-data-retention']);
    for (const name of ['RetentionPolicy', 'RetentionPolicyUpdate']) {
      const months = schemas[name].properties.retention_months;
      expect(months.minimum, name).toBe(dataRetention.min_months);
      expect(months.maximum, name).toBe(dataRetention.max_months);
    }
    expect(schemas.RetentionPolicy.properties.retention_months.default).toBe(
      dataRetention.default_months,
    );
    expect(schemas.RetentionAuditEntry.properties.retention_months.maximum).toBe(
      dataRetention.max_months,
    );
    expect([...schemas.RetentionEndedStatus.enum]).toEqual([...dataRetention.ended]);
    const email = schemas.JobApplication.properties.email;
    expect(dataRetention.placeholders.email.length).toBeLessThanOrEqual(email.maxLength);
    expect(schemas.JobApplication.properties.anonymised_at.description).toContain(
      dataRetention.placeholders.applicant_name,
    );
  });

  it('answer lengths: ShortTextAnswer and LongTextAnswer maxLength', () => {
    expect(screeningQuestionKindRules.short_text.answerMaxLength).toBe(
      schemas.ShortTextAnswer.maxLength,
    );
    expect(screeningQuestionKindRules.long_text.answerMaxLength).toBe(
      schemas.LongTextAnswer.maxLength,
    );
  });

  it('options: at most the maxItems of a question’s options, at least 2', () => {
    const { min, max } = screeningQuestionKindRules.single_choice.options;
    expect(max).toBe(schemas.ScreeningQuestionInput.properties.options.maxItems);
    expect(max).toBe(schemas.PublicScreeningQuestion.properties.options.maxItems);
    expect(min).toBeGreaterThanOrEqual(2);
    expect(min).toBeLessThanOrEqual(max);
  });

  it('knockout answers: named values fit ScreeningQuestionInput.knockout_answers', () => {
    const items = schemas.ScreeningQuestionInput.properties.knockout_answers.items;
    for (const { knockout } of Object.values(screeningQuestionKindRules) as {
      knockout?: readonly string[] | string;
    }[])
      if (Array.isArray(knockout))
        for (const value of knockout) expect(value).toMatch(new RegExp(items.pattern));
  });

  it('the resume limit: Profile.resumes maxItems', () => {
    expect(operationLimits.addProfileResume.max).toBe(schemas.Profile.properties.resumes.maxItems);
  });

  it('the open-until dates: date-time fields of a job (JobInput), null for none', () => {
    for (const field of Object.values(jobStatusOpenUntil)) {
      const property = resolve(contract, schemas.JobInput.properties[field]);
      expect(property.format).toBe('date-time');
      expect([property.type].flat()).toContain('null');
    }
  });

  it('single-line text: every name, title or file name of a request body carries one of the patterns', () => {
    /** The parts of a JSON schema this walk reads. */
    interface Schema {
      type?: string | string[];
      pattern?: string;
      items?: unknown;
      properties?: Record<string, unknown>;
      allOf?: unknown[];
      oneOf?: unknown[];
      anyOf?: unknown[];
    }
    const seen: string[] = [];
    const visit = (schema: unknown, path: string, stack: Set<unknown>) => {
      const s = resolve<Schema | undefined>(contract, schema);
      if (!s || typeof s !== 'object' || stack.has(s)) return;
      const inner = new Set(stack).add(s);
      for (const part of [...(s.allOf ?? []), ...(s.oneOf ?? []), ...(s.anyOf ?? [])])
        visit(part, path, inner);
      if (s.items) visit(s.items, `${path}[]`, inner);
      for (const [name, property] of Object.entries(s.properties ?? {})) {
        const p = resolve<Schema>(contract, property);
        if (NAME_LIKE.test(name) && [p.type].flat().includes('string')) {
          seen.push(`${path}.${name}`);
          expect(singleLineText.patterns, `${path}.${name}`).toContain(p.pattern);
        }
        visit(p, `${path}.${name}`, inner);
      }
    };
    for (const { operation } of operations(contract)) {
      const body = resolve<{ content?: Record<string, { schema?: unknown }> } | undefined>(
        contract,
        operation.requestBody,
      );
      visit(body?.content?.['application/json']?.schema, operation.operationId, new Set());
    }
    expect(seen).toContain('createPresignedPost.filename');
    expect(seen).toContain('createEmployerJob.title');
  });
});

describe('the contract’s prose says what its data says', () => {
  it('the status moves (ApplicationStatus and updateEmployerJobApplicationStatus)', () => {
    const expected = sortedValues(applicationStatusTransitions);
    expect(sortedValues(movesInProse(schemas.ApplicationStatus.description))).toEqual(expected);
    const operation = operationById(contract, 'updateEmployerJobApplicationStatus').operation;
    expect(sortedValues(movesInProse(operation.description))).toEqual(expected);
  });

  it('the size limits of each upload purpose (UploadPurpose and UploadTicketRequest)', () => {
    for (const text of [schemas.UploadPurpose.description, schemas.UploadTicketRequest.description])
      for (const { maxBytes } of Object.values(uploadPurposeRules))
        expect(text).toContain(
          `${maxBytes / 1024 / 1024} MB (${maxBytes.toLocaleString('en-US')} bytes)`,
        );
  });

  it('which role may do what (CompanyRole names every capability)', () => {
    for (const capability of new Set(Object.values(companyRoleCapabilities).flat()))
      expect(schemas.CompanyRole.description).toContain(`\`${capability}\``);
  });

  it('each x-limit: its operation says the number, and its 409 example is its code and detail', () => {
    for (const [operationId, { max, code, detail }] of Object.entries(operationLimits)) {
      const { operation } = operationById(contract, operationId);
      expect(operation.description).toContain(`At most ${max}`);
      expect(detail).toContain(String(max));
      const conflict = resolve(contract, operation.responses['409']);
      const examples = Object.values(conflict.content['application/problem+json'].examples).map(
        (e) => resolve(contract, e).value,
      );
      expect(examples).toContainEqual(expect.objectContaining({ status: 409, code, detail }));
    }
  });

  it('the answer lengths (ScreeningQuestionKind and QuestionAnswerInput)', () => {
    const { short_text, long_text } = screeningQuestionKindRules;
    expect(schemas.ScreeningQuestionKind.description).toContain(
      `short_text a string of at most ${short_text.answerMaxLength} characters`,
    );
    expect(schemas.ScreeningQuestionKind.description).toContain(
      `long_text a string of at most ${long_text.answerMaxLength}`,
    );
    expect(schemas.QuestionAnswerInput.description).toContain(
      `(at most ${short_text.answerMaxLength} and ${long_text.answerMaxLength} characters)`,
    );
  });

  it('the option counts (ScreeningQuestionInput and PublicScreeningQuestion)', () => {
    const { min, max } = screeningQuestionKindRules.single_choice.options;
    expect(schemas.ScreeningQuestionInput.description).toContain(`(${min} to ${max}, ids unique)`);
    expect(schemas.PublicScreeningQuestion.properties.options.description).toContain(
      `(${min} to ${max})`,
    );
  });
});
