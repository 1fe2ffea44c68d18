import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useUpload } from '@/hooks/use-upload';
import { fakeXhrPerTest, fileOf, mockUploadApi, uploadTicket } from '@/test/fake-xhr';
import { mockApi } from '@/test/mock-api';
import { LogoUpload } from './logo-upload';

const KEY = 'company-logos/abc/osprey.png';
const logoTicket = { ...uploadTicket, fields: { ...uploadTicket.fields, key: KEY } };

/** The logo field as the company form holds it: the form owns the upload and the key. */
function LogoField() {
  const upload = useUpload('company_logo');
  const [key, setKey] = useState<string | null | undefined>(undefined);
  return (
    <>
      <LogoUpload
        currentUrl={null}
        value={key}
        onChange={setKey}
        upload={upload}
        companyName="Osprey Freight"
      />
      <output aria-label="Logo key">{String(key)}</output>
    </>
  );
}

const storage = fakeXhrPerTest();
beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:logo', revokeObjectURL: () => {} }),
  );
});

const pick = (file: File) =>
  userEvent.upload(screen.getByLabelText('Upload logo'), file, { applyAccept: false });
const logoKey = () => screen.getByRole('status', { name: 'Logo key' });

/** Renders the field and picks osprey.png; resolves with the upload's storage request. */
async function startUpload() {
  mockUploadApi({}, logoTicket);
  const view = render(<LogoField />);
  await pick(fileOf('osprey.png', 'image/png', 5000));
  return { ...view, xhr: await storage.request() };
}

/** The uploaded logo is shown and its key is the form's. */
async function expectLogoKept() {
  expect(await screen.findByRole('img', { name: 'Osprey Freight logo' })).toHaveAttribute(
    'src',
    'blob:logo',
  );
  expect(logoKey()).toHaveTextContent(KEY);
}

describe('LogoUpload', () => {
  it('shows the progress, then the logo, and hands its key to the form', async () => {
    const { xhr } = await startUpload();
    act(() => xhr.progress(600, 1000));
    expect(screen.getByText('Uploading osprey.png… 60%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Uploading logo' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(screen.getByLabelText('Upload logo')).toBeDisabled();

    act(() => xhr.respond(204));
    await expectLogoKept();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says why a logo is refused', async () => {
    const api = mockApi({});
    render(<LogoField />);
    await pick(fileOf('logo.gif', 'image/gif', 10));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WEBP file.');
    expect(screen.getByLabelText('Upload logo')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
    expect(storage.all).toHaveLength(0);
  });

  it('Cancel upload stops the upload and gives the focus back to the file input', async () => {
    const { xhr } = await startUpload();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Upload logo')).toHaveFocus();
    expect(logoKey()).toHaveTextContent('undefined');
  });

  it('after a failed upload, Try again sends the same logo', async () => {
    const { xhr } = await startUpload();
    act(() => xhr.fail());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The upload failed. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const again = await storage.request(2);
    expect(again.file?.name).toBe('osprey.png');
    act(() => again.respond(204));
    await expectLogoKept();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops the upload when the form goes away mid-upload', async () => {
    const { xhr, unmount } = await startUpload();
    unmount();
    expect(xhr.aborted).toBe(true);
  });
});
