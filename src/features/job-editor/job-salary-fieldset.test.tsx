// The job form's pay-transparency note (the contract's `x-pay-transparency`): as soon as a job's
// location is under a law, the salary fieldset names the law and says, in the words the server
// refuses with, what the job still lacks to be published (the job page refuses Publish in those
// words: employer-jobs/job-details-page.test.tsx).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { employerJobOptions } from '@/lib/api/shared-queries';
import { session } from '@/lib/session/session-store';
import { mockApi, type MockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { JobForm } from './job-form';

vi.mock('@/lib/toast', () => ({ notify: vi.fn() }));

const SLUG = 'engineering-manager-platform-northwind';
const COLORADO_RANGE =
  'For jobs in Colorado, the Colorado Equal Pay for Equal Work Act requires a salary range in the ad. Add the salary range before publishing.';
const COLORADO_BENEFITS =
  'For jobs in Colorado, the Colorado Equal Pay for Equal Work Act requires a general description of benefits in the ad. Describe the benefits before publishing.';

const NYC_RANGE =
  'For jobs in New York City, the New York City pay transparency law requires a salary range in the ad. Add the salary range before publishing.';
const NYC_OPEN_ENDED =
  'For jobs in New York City, the New York City pay transparency law requires a good-faith minimum and maximum, not an open-ended range. Enter a minimum above 0 and a real maximum.';

let api: MockApi;
let employerId: string;
beforeEach(() => {
  api = mockApi();
  const { tokens, user } = api.sessionOf('jonas.weber@northwind-analytics.example');
  session.signIn(tokens, user);
  employerId = user.employers[0]!.employer_id;
  session.selectCompany(employerId);
});
afterEach(() => {
  cleanup();
  session.signOut();
});

/** The seeded Northwind job without pay, moved to `place` (a location slug), as a draft without questions. */
function jobIn(place: string) {
  const job = api.store.jobs.find((j) => j.slug === SLUG)!;
  job.location_ids = [api.store.locations.find((l) => l.slug === place)!.id];
  job.status = 'draft';
  job.salary = null;
  job.benefits = null;
  job.questions = [];
  return job;
}

/** The form on the job as the server answers it (what the job's form page hands the form). */
async function renderEdit(jobId: string) {
  const loaded = await new QueryClient().fetchQuery(employerJobOptions(employerId, jobId));
  return renderWithProviders(<JobForm employerId={employerId} job={loaded} />, {
    path: '/employer/job/:id?',
    initialEntry: `/employer/job/${jobId}`,
  });
}

const lawNote = () => screen.queryByRole('note');

describe('JobForm: the pay-transparency note', { timeout: 30_000 }, () => {
  it('names Colorado’s law under the salary for a Denver job, and what it still lacks until it is given', async () => {
    await renderEdit(jobIn('denver').id);
    const salary = await screen.findByRole('group', { name: 'Salary' });
    const note = within(salary).getByRole('note');
    expect(note).toHaveTextContent('Pay transparency law applies to this job');
    expect(note).toHaveTextContent(
      'Colorado: the Colorado Equal Pay for Equal Work Act asks for a salary range with a real minimum and maximum in the ad, a general description of benefits in the ad, no questions about current or past pay',
    );
    const before = within(note).getByRole('list', { name: 'Before publishing' });
    expect(
      within(before)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([COLORADO_RANGE, COLORADO_BENEFITS]);
    expect(salary).toHaveAccessibleDescription(expect.stringContaining(COLORADO_RANGE));

    await userEvent.click(within(salary).getByRole('checkbox', { name: 'Show a salary range' }));
    await userEvent.type(within(salary).getByRole('spinbutton', { name: /^Minimum/ }), '90000');
    await userEvent.type(within(salary).getByRole('spinbutton', { name: /^Maximum/ }), '110000');
    expect(within(note).getByRole('list', { name: 'Before publishing' })).not.toHaveTextContent(
      COLORADO_RANGE,
    );
    await userEvent.type(
      within(salary).getByRole('textbox', { name: /^Benefits/ }),
      'Health, dental, 401(k).',
    );
    await waitFor(() =>
      expect(within(note).queryByRole('list', { name: 'Before publishing' })).toBeNull(),
    );
    expect(note).toHaveTextContent('Colorado Equal Pay for Equal Work Act');
  });

  it('follows each keystroke of the range: New York City refuses "from 0" as open-ended', async () => {
    await renderEdit(jobIn('new-york').id);
    const salary = await screen.findByRole('group', { name: 'Salary' });
    const gaps = () =>
      within(within(salary).getByRole('note'))
        .queryAllByRole('listitem')
        .map((li) => li.textContent)
        .filter((text) => text?.startsWith('For jobs in'));
    expect(gaps()).toEqual([NYC_RANGE]);
    await userEvent.click(within(salary).getByRole('checkbox', { name: 'Show a salary range' }));
    await userEvent.type(within(salary).getByRole('spinbutton', { name: /^Minimum/ }), '0');
    await userEvent.type(within(salary).getByRole('spinbutton', { name: /^Maximum/ }), '90000');
    expect(gaps()).toEqual([NYC_OPEN_ENDED]);
    await userEvent.clear(within(salary).getByRole('spinbutton', { name: /^Minimum/ }));
    await userEvent.type(within(salary).getByRole('spinbutton', { name: /^Minimum/ }), '70000');
    expect(gaps()).toEqual([]);
  });

  it('says nothing for a job under no such law (London)', async () => {
    await renderEdit(jobIn('london').id);
    await screen.findByRole('group', { name: 'Salary' });
    expect(lawNote()).toBeNull();
  });
});
