import { describe, expect, it } from 'vitest';
import { operationLimits } from '@generated/rules.gen';
import { jobAlertsOptions } from './api';

describe('jobAlertsOptions', () => {
  it('asks for one page that holds every alert a candidate can keep (createJobAlert’s x-limit)', () => {
    const [key] = jobAlertsOptions().queryKey;
    expect(key.query?.page_size).toBeGreaterThanOrEqual(operationLimits.createJobAlert.max);
  });
});
