// One handler per operationId of the contract, one file per tag of the contract (docs/api-map.md:
// tag → handler file → app feature). What is missing here (the two /builds/* files of the web
// app's own origin) answers 501, and Prism serves the contract's example instead.
import * as account from './account';
import * as applicationNotes from './application-notes';
import * as applications from './applications';
import * as auth from './auth';
import * as candidateProfile from './candidate-profile';
import * as dataRetention from './data-retention';
import * as employerCompany from './employer-company';
import * as employerJobs from './employer-jobs';
import * as jobApplications from './job-applications';
import * as jobInsights from './job-insights';
import * as jobAlerts from './job-alerts';
import * as jobs from './jobs';
import * as locations from './locations';
import * as savedJobs from './saved-jobs';
import * as selfIdentification from './self-identification';
import * as team from './team';
import * as uploads from './uploads';

// Helpers other files share are exported too; they are no operations.
const { requireCandidate: _requireCandidate, ...candidateProfileHandlers } = candidateProfile;
const {
  publicJobBySlug: _publicJobBySlug,
  yearlyMax: _yearlyMax,
  filterJobs: _filterJobs,
  ...jobHandlers
} = jobs;
const { takeUpload: _takeUpload, ...uploadHandlers } = uploads;
const { mailMagicLink: _mailMagicLink, ...authHandlers } = auth;
const {
  SAVED_JOBS_LIMIT: _savedJobsLimit,
  savedOf: _savedOf,
  toSavedJob: _toSavedJob,
  ...savedJobHandlers
} = savedJobs;
const { ownApplication: _ownApplication, ...applicationHandlers } = applications;
const {
  unsubscribeToken: _unsubscribeToken,
  sendDueDigests: _sendDueDigests,
  toJobAlert: _toJobAlert,
  ...jobAlertHandlers
} = jobAlerts;
const { settingsOf: _settingsOf, ...accountHandlers } = account;

/** The handler modules by the contract tag they serve (mock/fake/handlers/<tag>.ts). */
export const handlersByTag = {
  account: accountHandlers,
  'application-notes': applicationNotes,
  applications: applicationHandlers,
  auth: authHandlers,
  'candidate-profile': candidateProfileHandlers,
  'data-retention': dataRetention,
  'employer-company': employerCompany,
  'employer-jobs': employerJobs,
  'job-applications': jobApplications,
  'job-insights': jobInsights,
  'job-alerts': jobAlertHandlers,
  jobs: jobHandlers,
  locations,
  'saved-jobs': savedJobHandlers,
  'self-identification': selfIdentification,
  team,
  uploads: uploadHandlers,
};

export const handlers = {
  ...accountHandlers,
  ...applicationNotes,
  ...applicationHandlers,
  ...authHandlers,
  ...candidateProfileHandlers,
  ...dataRetention,
  ...employerCompany,
  ...employerJobs,
  ...jobApplications,
  ...jobInsights,
  ...jobAlertHandlers,
  ...jobHandlers,
  ...locations,
  ...savedJobHandlers,
  ...selfIdentification,
  ...team,
  ...uploadHandlers,
};
