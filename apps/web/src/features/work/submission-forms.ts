import { selectAttachments } from '@/lib/upload/attachment-picking';

/** A submission form's messages: beside a field, about the files, or about the whole form. */
export type SubmissionErrors = { note?: string; postUrl?: string; files?: string; form?: string };

/** Everything one deliverable's open submission form holds, from the first keystroke to the answer. */
export type SubmissionFormState = {
  note: string;
  postUrl: string;
  /** The creator's consent to show the version in their media kit portfolio (issue 33). */
  showcaseConsent: boolean;
  files: readonly File[];
  /** What the last pick of files left out, and why. */
  problems: readonly string[];
  errors: SubmissionErrors;
  /** Share of the upload sent (0 to 1) while files go out; null when nothing is being uploaded. */
  progress: number | null;
  isSending: boolean;
  /** Kept from the first try until the version is stored, so a retry makes one version. */
  idempotencyKey: string | null;
};

/**
 * The open submission forms of a Work panel, by deliverable id (issue 28): each form's draft,
 * files, progress and errors belong to its deliverable, so one submission's answer closes only its
 * own form, and opening another form neither hides an upload in flight nor loses a draft.
 */
export type SubmissionForms = Readonly<Record<string, SubmissionFormState>>;

export type SubmissionFormAction =
  | { type: 'open'; deliverableId: string }
  | { type: 'cancel'; deliverableId: string }
  | { type: 'edit'; deliverableId: string; field: 'note' | 'postUrl'; value: string }
  | { type: 'showcase'; deliverableId: string; consent: boolean }
  | { type: 'pick'; deliverableId: string; picked: readonly File[] }
  | { type: 'remove-file'; deliverableId: string; index: number }
  | { type: 'invalid'; deliverableId: string; errors: SubmissionErrors }
  | { type: 'send'; deliverableId: string; idempotencyKey: string }
  | { type: 'progress'; deliverableId: string; fraction: number }
  | { type: 'stored'; deliverableId: string }
  | { type: 'failed'; deliverableId: string; errors: SubmissionErrors };

export const NO_SUBMISSION_FORMS: SubmissionForms = {};

function emptyForm(): SubmissionFormState {
  return {
    note: '',
    postUrl: '',
    showcaseConsent: false,
    files: [],
    problems: [],
    errors: {},
    progress: null,
    isSending: false,
    idempotencyKey: null,
  };
}

function withForm(
  forms: SubmissionForms,
  deliverableId: string,
  change: (form: SubmissionFormState) => SubmissionFormState,
): SubmissionForms {
  const form = forms[deliverableId];
  // An action for a form that is not open (an answer after the panel moved on) changes nothing.
  return form ? { ...forms, [deliverableId]: change(form) } : forms;
}

function without(forms: SubmissionForms, deliverableId: string): SubmissionForms {
  const { [deliverableId]: _closed, ...rest } = forms;
  return rest;
}

export function submissionFormsReducer(forms: SubmissionForms, action: SubmissionFormAction): SubmissionForms {
  const id = action.deliverableId;
  switch (action.type) {
    case 'open':
      // Opening a form leaves every other one as it is (its draft, its upload in flight).
      return forms[id] ? forms : { ...forms, [id]: emptyForm() };
    case 'cancel':
      // A form cannot be closed under its own upload: the answer decides what happens to it.
      return forms[id]?.isSending ? forms : without(forms, id);
    case 'edit':
      return withForm(forms, id, (form) => ({ ...form, [action.field]: action.value }));
    case 'showcase':
      return withForm(forms, id, (form) => ({ ...form, showcaseConsent: action.consent }));
    case 'pick':
      return withForm(forms, id, (form) => {
        const { accepted, problems } = selectAttachments(form.files, action.picked);
        return { ...form, files: [...form.files, ...accepted], problems };
      });
    case 'remove-file':
      return withForm(forms, id, (form) => ({
        ...form,
        files: form.files.filter((_, position) => position !== action.index),
      }));
    case 'invalid':
      return withForm(forms, id, (form) => ({ ...form, errors: action.errors }));
    case 'send':
      return withForm(forms, id, (form) => ({
        ...form,
        errors: {},
        isSending: true,
        progress: form.files.length > 0 ? 0 : null,
        idempotencyKey: action.idempotencyKey,
      }));
    case 'progress':
      return withForm(forms, id, (form) => (form.isSending ? { ...form, progress: action.fraction } : form));
    case 'stored':
      // The version is stored: its own form closes, and only it.
      return without(forms, id);
    case 'failed':
      return withForm(forms, id, (form) => ({ ...form, errors: action.errors, isSending: false, progress: null }));
  }
}

/**
 * The form a deliverable shows, if any: while it is open and a version may be sent, and whatever the
 * status while its own upload is in flight (the live refresh may show it 'Submitted' before the
 * answer arrives; the progress stays in view until then).
 */
export function shownForm(
  forms: SubmissionForms,
  deliverableId: string,
  canSubmit: boolean,
): SubmissionFormState | undefined {
  const form = forms[deliverableId];
  return form && (canSubmit || form.isSending) ? form : undefined;
}
