// Removing a candidate's personal data from one application (the contract's JobApplication
// .anonymised_at and `x-data-retention.placeholders`): the retention sweep (./retention.ts) calls
// it for the applications whose period has passed. What stays is what is not personal: the status
// and its history's dates, the job, the company, the dates of applying and withdrawing.
import { dataRetention } from '../../generated/rules.gen';
import { forgetSearchText } from './application-query';
import type { ApplicationRecord, Store } from './store';

/**
 * Clears the candidate's personal data on `app` and sets `anonymised_at = at`: the name and email
 * become the contract's placeholders, the phone, cover letter and user link go, the resume's key and
 * name are dropped and its stored file deleted (unless a profile resume or another application still
 * holds that file), the free and screening answers are emptied and the team's notes on it deleted.
 */
export function anonymiseApplication(store: Store, app: ApplicationRecord, at: string): void {
  const key = app.resume_key;
  forgetSearchText(app);
  app.applicant_name = dataRetention.placeholders.applicant_name;
  app.email = dataRetention.placeholders.email;
  app.phone = null;
  app.cover_letter = null;
  app.candidate_id = null;
  app.resume_key = '';
  app.resume_file_name = '';
  app.answers = [];
  app.screening = [];
  app.anonymised_at = at;
  if (
    key &&
    !store.resumes.some((r) => r.key === key) &&
    !store.applications.some((a) => a.resume_key === key)
  )
    store.files.delete(key);
  store.notes = store.notes.filter((n) => n.application_id !== app.id);
}
