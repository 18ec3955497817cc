import { NICHES } from '@equicreators/shared';
import { ChipListField } from './chip-list-field';

export type ProfileNichesProps = {
  value: readonly string[];
  onChange: (niches: string[]) => void;
  error?: string | undefined;
  isDisabled: boolean;
};

/** The niche list of spec §2: add from the canonical list (DECISIONS), remove any. */
export function ProfileNiches({ value, onChange, error, isDisabled }: ProfileNichesProps) {
  // A niche saved in another case is the same niche (DECISIONS: matching is case-insensitive).
  const chosen = new Set(value.map((niche) => niche.toLowerCase()));
  const options = NICHES.filter((niche) => !chosen.has(niche.toLowerCase())).map((niche) => ({
    value: niche,
    label: niche,
  }));
  return (
    <ChipListField
      legend="Niches"
      listLabel="Your niches"
      emptyText="No niches yet: brands filter creators by them."
      addLabel="Niche to add"
      addButtonText="Add niche"
      placeholder="Choose a niche"
      options={options}
      value={value}
      onChange={onChange}
      error={error}
      isDisabled={isDisabled}
    />
  );
}
