/**
 * generated/rules.gen.ts (what the app and the local backend read) says what the contract says:
 * each rule equals its `x-` extension in openapi/jobboard.yaml, covers exactly the values of its
 * enum, and the contract's prose states the same data.
 */
import { describe, expect, it } from 'vitest';
import {
  applicationStatusTransitions,
  companyRoleCapabilities,
  operationPermissions,
  uploadPurposeRules,
} from '../../generated/rules.gen';
import {
  zApplicationStatus,
  zCompanyRole,
  zUploadPurpose,
  zUploadTicketRequest,
} from '../../generated/zod.gen';
import { loadContract, operationById, operations } from '../../scripts/lib/contract.mjs';

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
});
