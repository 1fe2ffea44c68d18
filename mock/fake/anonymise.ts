// Anonymising an application (the contract's deleteProfile and JobApplication.anonymised_at): the
// employer keeps the job, status, stage history and dates, and nothing that leads back to the person.
import type { ApplicationRecord, Store } from './store';

/** The name an anonymised application shows (JobApplication's description in the contract). */
export const ANONYMISED_NAME = 'Anonymised candidate';
/** The email an anonymised application carries: a reserved domain that never receives mail (RFC 2606). */
export const ANONYMISED_EMAIL = 'anonymised@example.invalid';

/** Whether any record still kept refers to the stored file (a profile resume and its applications share one). */
const fileInUse = (store: Store, key: string) =>
  store.resumes.some((r) => r.key === key) || store.applications.some((a) => a.resume_key === key);

/**
 * Clears the candidate's personal data on one application: name, email, phone, cover letter,
 * answers and screening answers, the resume (its stored file is deleted once nothing else refers
 * to it), the team's notes on it, the voluntary self-identification given for it (kept apart, so
 * deleted apart) and the link to the account; sets `anonymised_at`. Keeps the
 * status, its history (dates and who moved it, employer users), the job and so the company.
 */
export function anonymiseApplication(store: Store, app: ApplicationRecord, at: string): void {
  const resumeKey = app.resume_key;
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
