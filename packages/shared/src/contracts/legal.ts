import { z } from 'zod';
import { LEGAL_VERSION } from '../domain/privacy.ts';

/** What signup and the dialog of a new version say when the terms are not accepted. */
export const ACCEPT_TERMS_MESSAGE = 'Accept the Terms and the Privacy notice to continue';

/**
 * The box ticked at signup (both wizards): it must be true. Typed as a boolean so a form can start
 * unticked; the server refuses anything but true (400, the field named) before anything is written.
 */
export const AcceptTermsFieldSchema = z
  .boolean({ error: ACCEPT_TERMS_MESSAGE })
  .refine((value) => value, { error: ACCEPT_TERMS_MESSAGE });

/** GET /api/account/terms: the version in force and what the caller accepted, and when. */
export const OwnTermsSchema = z
  .object({
    currentVersion: z.string().meta({ example: LEGAL_VERSION }),
    acceptedVersion: z.string().nullable(),
    acceptedAt: z.string().nullable(),
    /** Whether the version in force is the one accepted: when false, the app asks once. */
    isCurrentAccepted: z.boolean(),
  })
  .meta({ id: 'OwnTerms' });
export type OwnTerms = z.infer<typeof OwnTermsSchema>;

/** POST /api/account/terms: accepting the version in force, named, so an old page cannot accept a newer one. */
export const AcceptTermsRequestSchema = z
  .object({
    version: z
      .string({ error: 'Name the version you accept' })
      .trim()
      .min(1, 'Name the version you accept')
      .max(40, 'Name the version you accept'),
  })
  .meta({ id: 'AcceptTermsRequest' });
export type AcceptTermsRequest = z.infer<typeof AcceptTermsRequestSchema>;
