import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MyDataExport } from '@generated/types.gen';
import { session } from '@/lib/session/session-store';
import { mockApi, problemBody } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { bytesOf, captureSavedFiles, type SavedFile } from '@/test/saved-files';
import { SEED_MOMENT } from '../../../mock/fake/store';
import { myDataFileName } from './api';
import { YourData } from './your-data';

const EXPORT = 'GET /v2/profile/export/';
const MAYA = 'maya.okafor@example.com';

let saved: SavedFile[];
beforeEach(() => {
  saved = captureSavedFiles();
});
afterEach(() => {
  vi.restoreAllMocks();
  session.signOut();
});

function signedIn(overrides: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(overrides, { now: SEED_MOMENT });
  api.signIn(MAYA);
  return api;
}

const download = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));

describe('Your data', () => {
  it("saves the candidate's data as jobboard-my-data-<day>.json: her applications and saved jobs in it", async () => {
    const api = signedIn();
    renderWithProviders(<YourData />);
    await download();
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('jobboard-my-data-2025-11-21.json');
    expect(saved[0]!.blob.type).toBe('application/json');
    const data = JSON.parse(
      new TextDecoder().decode(await bytesOf(saved[0]!.blob)),
    ) as MyDataExport;
    expect(data.account.email).toBe(MAYA);
    const maya = api.store.users.find((u) => u.email === MAYA)!;
    const applied = api.store.applications.filter((a) => a.candidate_id === maya.id);
    expect(data.applications.map((a) => a.id).sort()).toEqual(applied.map((a) => a.id).sort());
    expect(data.saved_jobs.map((j) => j.slug)).toContain('senior-frontend-engineer-northwind');
    expect(
      await screen.findByText('Saved as jobboard-my-data-2025-11-21.json.'),
    ).toBeInTheDocument();
  });

  it('says it is preparing the file and does not ask twice while it does', async () => {
    let answer: (value: undefined) => void = () => {};
    const api = signedIn({ [EXPORT]: () => new Promise((resolve) => (answer = resolve)) });
    renderWithProviders(<YourData />);
    await download();
    const button = screen.getByRole('button', { name: 'Download my data' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Preparing your file…');
    await userEvent.click(button);
    answer(undefined);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.calls.filter((c) => c.path === '/v2/profile/export/')).toHaveLength(1);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('says why when the download fails, and saves nothing', async () => {
    signedIn({ [EXPORT]: { status: 429, body: problemBody(429, { code: 'throttled' }) } });
    renderWithProviders(<YourData />);
    await download();
    expect(
      await screen.findByText(
        "We couldn't download your data. There were too many requests in a short time. Wait a moment and try again.",
      ),
    ).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe('myDataFileName', () => {
  it("names the file after the export's day", () => {
    const at = new Date(2026, 0, 4, 9, 30).toISOString();
    expect(myDataFileName(at)).toBe('jobboard-my-data-2026-01-04.json');
  });
});
