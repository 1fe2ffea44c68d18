// One handler per operationId of the contract. What is missing here (the two /builds/* files of
// the web app's own origin) answers 501, and Prism serves the contract's example instead.
import * as account from './account';
import * as auth from './auth';
import * as employers from './employers';
import * as jobs from './jobs';
import * as uploads from './uploads';

const { requirePermission: _requirePermission, ...employerHandlers } = employers;
const { publicJobBySlug: _publicJobBySlug, yearlyMax: _yearlyMax, ...jobHandlers } = jobs;
const { takeUpload: _takeUpload, ...uploadHandlers } = uploads;
const { mailMagicLink: _mailMagicLink, ...authHandlers } = auth;

export const handlers = {
  ...account,
  ...authHandlers,
  ...employerHandlers,
  ...jobHandlers,
  ...uploadHandlers,
};

export type OperationId = keyof typeof handlers;
