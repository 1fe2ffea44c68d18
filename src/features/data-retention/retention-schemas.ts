/** The data-retention forms' rules: the generated request bodies as they are, and their field names. */
import { zSetApplicationRetentionHoldBody, zUpdateEmployerRetentionBody } from '@generated/zod.gen';
import { fieldNames } from '@/lib/validation';

/** updateEmployerRetention's body (6 to 120 whole months: the contract's `x-data-retention`). */
export const retentionPeriodSchema = zUpdateEmployerRetentionBody;
export const retentionPeriodNames = fieldNames({ retention_months: 'the number of months' });

/** setApplicationRetentionHold's body (an optional reason, one line of at most 200 characters). */
export const holdSchema = zSetApplicationRetentionHoldBody;
export const holdNames = fieldNames({ reason: 'the reason' });
