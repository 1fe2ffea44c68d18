import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeXhr,
  fileOf,
  installFakeXhr,
  PRESIGN_ROUTE,
  storageRequest,
  uploadTicket,
} from '@/test/fake-xhr';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { CompanyForm } from './company-form';
import type { CompanySlots } from './company-slots';

const slots: CompanySlots = {
  DescriptionEditor: ({ value, onChange, ...props }) => (
    <textarea value={value} onChange={(e) => onChange(e.target.value)} {...props} />
  ),
  RichText: ({ html }) => <div>{html}</div>,
  sanitize: (html) => html,
  toPlainText: (html) => html.replace(/<[^>]+>/g, '').trim(),
};
const logoTicket = {
  ...uploadTicket,
  fields: { ...uploadTicket.fields, key: 'company-logos/abc/osprey.png' },
};

beforeEach(() => {
  installFakeXhr();
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:logo', revokeObjectURL: () => {} }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const onSubmit = vi.fn(async () => {});
  const result = renderWithProviders(
    <CompanyForm slots={slots} submitLabel="Create company" onSubmit={onSubmit} />,
  );
  return { ...result, onSubmit };
}

const pick = (file: File) => userEvent.upload(screen.getByLabelText('Upload logo'), file);
const save = () => screen.getByRole('button', { name: /Create company/ });

describe('LogoUpload in the company form', () => {
  it('shows the progress, holds saving until the logo is in storage, then sends its key', async () => {
    mockApi({ [PRESIGN_ROUTE]: { body: logoTicket } });
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByLabelText(/Company name/));
    await userEvent.paste('Osprey Freight');
    await pick(fileOf('osprey.png', 'image/png', 5000));
    const xhr = await storageRequest();
    act(() => xhr.progress(600, 1000));
    expect(screen.getByRole('progressbar', { name: 'Uploading logo' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    expect(save()).toBeDisabled();
    expect(save()).toHaveTextContent('Uploading');

    act(() => xhr.respond(204));
    expect(await screen.findByRole('img', { name: 'Osprey Freight logo' })).toHaveAttribute(
      'src',
      'blob:logo',
    );
    expect(save()).toBeEnabled();
    await userEvent.click(save());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ logo_key: logoTicket.fields.key }),
    ]);
  });

  it('says why a logo is refused', async () => {
    const api = mockApi({});
    renderForm();
    await userEvent.upload(
      screen.getByLabelText('Upload logo'),
      fileOf('logo.gif', 'image/gif', 10),
      {
        applyAccept: false,
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or WEBP file.');
    expect(screen.getByLabelText('Upload logo')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('Cancel upload stops the upload, lets the form save, and gives the focus back to the file input', async () => {
    mockApi({ [PRESIGN_ROUTE]: { body: logoTicket } });
    renderForm();
    await pick(fileOf('osprey.png', 'image/png', 5000));
    const xhr = await storageRequest();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(xhr.aborted).toBe(true);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(save()).toBeEnabled();
    expect(screen.getByLabelText('Upload logo')).toHaveFocus();
  });

  it('after a failed upload, Try again sends the same logo', async () => {
    mockApi({ [PRESIGN_ROUTE]: { body: logoTicket } });
    renderForm();
    await pick(fileOf('osprey.png', 'image/png', 5000));
    (await storageRequest()).fail();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The upload failed. Check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const again = await storageRequest(2);
    expect(again.file?.name).toBe('osprey.png');
    act(() => again.respond(204));
    expect(await screen.findByRole('img', { name: 'Company logo' })).toHaveAttribute(
      'src',
      'blob:logo',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stops the upload when the form goes away mid-upload', async () => {
    mockApi({ [PRESIGN_ROUTE]: { body: logoTicket } });
    const { unmount } = renderForm();
    await pick(fileOf('osprey.png', 'image/png', 5000));
    const xhr = await storageRequest();
    unmount();
    expect(xhr.aborted).toBe(true);
  });
});
