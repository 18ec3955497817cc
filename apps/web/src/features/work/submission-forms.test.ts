import { describe, expect, it } from 'vitest';
import { toSubmissionFormData } from './api/change-work';
import {
  shownForm,
  NO_SUBMISSION_FORMS,
  submissionFormsReducer,
  type SubmissionFormAction,
  type SubmissionForms,
} from './submission-forms';

const A = 'deliverable-a';
const B = 'deliverable-b';
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

const run = (actions: SubmissionFormAction[], from: SubmissionForms = NO_SUBMISSION_FORMS) =>
  actions.reduce(submissionFormsReducer, from);

describe('submission forms by deliverable', () => {
  it("keeps B's open form and draft when A's submission is stored, and closes A's only", () => {
    const forms = run([
      { type: 'open', deliverableId: A },
      { type: 'edit', deliverableId: A, field: 'note', value: 'The reel' },
      { type: 'pick', deliverableId: A, picked: [png('reel.png')] },
      { type: 'send', deliverableId: A, idempotencyKey: 'key-a' },
      { type: 'open', deliverableId: B },
      { type: 'edit', deliverableId: B, field: 'note', value: 'Draft for the photos' },
      { type: 'edit', deliverableId: B, field: 'postUrl', value: 'https://example.com/p/1' },
      { type: 'stored', deliverableId: A },
    ]);
    expect(forms[A]).toBeUndefined();
    expect(forms[B]).toMatchObject({ note: 'Draft for the photos', postUrl: 'https://example.com/p/1' });
    expect(shownForm(forms, B, true)?.note).toBe('Draft for the photos');
  });

  it("keeps A's upload and its progress while B's form is opened", () => {
    const forms = run([
      { type: 'open', deliverableId: A },
      { type: 'pick', deliverableId: A, picked: [png('reel.png')] },
      { type: 'send', deliverableId: A, idempotencyKey: 'key-a' },
      { type: 'open', deliverableId: B },
      { type: 'progress', deliverableId: A, fraction: 0.4 },
    ]);
    expect(forms[A]).toMatchObject({ isSending: true, progress: 0.4, idempotencyKey: 'key-a' });
    expect(forms[A]?.files.map((file) => file.name)).toEqual(['reel.png']);
    expect(forms[B]).toMatchObject({ isSending: false, progress: null, note: '' });
  });

  it("shows A's form while its upload is in flight even when the live refresh already says 'Submitted'", () => {
    const sending = run([
      { type: 'open', deliverableId: A },
      { type: 'edit', deliverableId: A, field: 'postUrl', value: 'https://example.com/p/2' },
      { type: 'send', deliverableId: A, idempotencyKey: 'key-a' },
    ]);
    expect(shownForm(sending, A, false)?.isSending).toBe(true);
    expect(shownForm(run([{ type: 'failed', deliverableId: A, errors: {} }], sending), A, false)).toBeUndefined();
    expect(shownForm(sending, B, true)).toBeUndefined();
  });

  it("keeps each form's errors and retry key to itself, and refuses to cancel a form under its upload", () => {
    const forms = run([
      { type: 'open', deliverableId: A },
      { type: 'open', deliverableId: B },
      { type: 'send', deliverableId: A, idempotencyKey: 'key-a' },
      { type: 'cancel', deliverableId: A },
      { type: 'invalid', deliverableId: B, errors: { form: 'Attach a file or link the published post.' } },
      { type: 'failed', deliverableId: A, errors: { postUrl: 'Enter a valid link' } },
    ]);
    expect(forms[A]).toMatchObject({
      isSending: false,
      idempotencyKey: 'key-a',
      errors: { postUrl: 'Enter a valid link' },
    });
    expect(forms[B]?.errors).toEqual({ form: 'Attach a file or link the published post.' });
    expect(run([{ type: 'cancel', deliverableId: B }], forms)[B]).toBeUndefined();
  });

  it('ignores a late answer for a form that is no longer open', () => {
    const forms = run([{ type: 'open', deliverableId: B }]);
    expect(run([{ type: 'progress', deliverableId: A, fraction: 1 }], forms)).toBe(forms);
    expect(run([{ type: 'stored', deliverableId: A }], forms)[B]).toBeDefined();
  });
});

describe('the portfolio consent of a submission form', () => {
  it('starts unticked and keeps each form its own choice', () => {
    const forms = run([
      { type: 'open', deliverableId: A },
      { type: 'open', deliverableId: B },
      { type: 'showcase', deliverableId: A, consent: true },
    ]);
    expect(forms[A]?.showcaseConsent).toBe(true);
    expect(forms[B]?.showcaseConsent).toBe(false);
    expect(run([{ type: 'showcase', deliverableId: A, consent: false }], forms)[A]?.showcaseConsent).toBe(false);
  });

  it('sends it as a form field, true or false', () => {
    const draft = { deliverableId: A, note: '', postUrl: 'https://example.com/p/1', files: [] };
    expect(toSubmissionFormData({ ...draft, showcaseConsent: true }).get('showcaseConsent')).toBe('true');
    expect(toSubmissionFormData({ ...draft, showcaseConsent: false }).get('showcaseConsent')).toBe('false');
  });
});
