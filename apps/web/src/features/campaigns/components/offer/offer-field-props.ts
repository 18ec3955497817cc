import type { OfferDraft, OfferErrors } from '../../offer-draft';

/** What each section of the brief builder gets: the draft, a way to change it, the errors by path. */
export type OfferFieldsProps = {
  draft: OfferDraft;
  onChange: (change: Partial<OfferDraft>) => void;
  errors: OfferErrors;
  disabled?: boolean;
};
