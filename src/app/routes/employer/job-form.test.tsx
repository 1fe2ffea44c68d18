// The job form route composes two features (docs/architecture.md, "Tracing a screen"): the page of
// employer-jobs gates and loads the job, and the form of job-editor, in its slot, edits it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { session } from '@/lib/session/session-store';
import { mockApi, type MockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { Component } from './job-form';

let api: MockApi;
let employerId: string;
beforeEach(() => {
  api = mockApi();
  employerId = api.signIn('jonas.weber@northwind-analytics.example').employers[0]!.employer_id;
  session.selectCompany(employerId);
});
afterEach(() => session.signOut());

const renderRoute = (entry: string) =>
  renderWithProviders(<Component />, { path: '/employer/job/:id?', initialEntry: entry });

describe('the job form route', () => {
  it('fills the job editor’s form with the job the page loaded', async () => {
    const job = api.store.jobs.find((j) => j.employer_id === employerId)!;
    renderRoute(`/employer/job/${job.id}`);
    expect(await screen.findByRole('textbox', { name: /^Job title/ })).toHaveValue(job.title);
    expect(screen.getByRole('form', { name: 'Edit job' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });

  it('gives an empty form to post a new job', async () => {
    renderRoute('/employer/job');
    expect(await screen.findByRole('textbox', { name: /^Job title/ })).toHaveValue('');
    expect(screen.getByRole('form', { name: 'Post a job' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeInTheDocument();
  });
});
