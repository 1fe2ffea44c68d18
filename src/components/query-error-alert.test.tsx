import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryErrorAlert } from './query-error-alert';

const serverError = {
  type: 'https://api.jobboard.example/problems/server-error',
  title: 'Internal server error',
  status: 500,
  detail: 'Something broke in the job index (shard 3).',
};

describe('QueryErrorAlert', () => {
  it('says what failed, in our words for a server error, and retries', async () => {
    const onRetry = vi.fn();
    render(
      <QueryErrorAlert title="We couldn't load your jobs." error={serverError} onRetry={onRetry} />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your jobs.");
    expect(alert).toHaveTextContent('Something went wrong on our side. Try again in a moment.');
    expect(alert).not.toHaveTextContent(/connection/);
    expect(alert).not.toHaveTextContent(/shard|Internal server error/);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('asks to check the connection when no response came', () => {
    render(
      <QueryErrorAlert
        title="We couldn't load jobs."
        error={new TypeError('Failed to fetch')}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection and try again.');
  });
});
