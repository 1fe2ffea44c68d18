// Removing a candidate's personal data from one application (the contract's JobApplication
// .anonymised_at and `x-data-retention.placeholders`): account deletion (deleteProfile) calls it
// for every application the candidate sent, the retention sweep (./retention.ts) for those whose
// period has passed. What stays is what is not personal: the status and its history's dates, the
// job, the company, the dates of applying and withdrawing.
import { dataRetention } from '../../generated/rules.gen';
import { forgetSearchText } from './application-query';
import type { ApplicationRecord, Store } from './store';

/** The name an anonymised application shows (the contract's placeholder). */
export const ANONYMISED_NAME = dataRetention.placeholders.applicant_name;
/** The email an anonymised application carries: a reserved domain that never receives mail (RFC 2606). */
export const ANONYMISED_EMAIL = dataRetention.placeholders.email;

/** Whether any record still kept refers to the stored file (a profile resume and its applications share one). */
const fileInUse = (store: Store, key: string) =>
  store.resumes.some((r) => r.key === key) || store.applications.some((a) => a.resume_key === key);

/**
 * Clears the candidate's personal data on `app` and sets `anonymised_at = at`: the name and email
 * become the contract's placeholders; the phone, cover letter and account link go; the free and
 * screening answers are emptied; the resume's key and name are dropped and its stored file deleted
 * once nothing else refers to it; the team's notes on it and the voluntary self-identification
 * given for it (kept apart, so deleted apart) are deleted.
 */
export function anonymiseApplication(store: Store, app: ApplicationRecord, at: string): void {
  const resumeKey = app.resume_key;
  forgetSearchText(app);
  app.candidate_id = null;
  app.applicant_name = ANONYMISED_NAME;
  app.email = ANONYMISED_EMAIL;
  app.phone = null;
  app.cover_letter = null;
  app.answers = [];
  app.screening = [];
  app.resume_key = '';
  app.resume_file_name = '';
  app.anonymised_at = at;
  if (resumeKey && !fileInUse(store, resumeKey)) store.files.delete(resumeKey);
  store.notes = store.notes.filter((n) => n.application_id !== app.id);
  store.selfIdentifications.delete(app.id);
}
