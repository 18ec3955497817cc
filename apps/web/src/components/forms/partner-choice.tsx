import { PARTNER_TYPES, USER_TYPE_LABELS, type PartnerType } from '@equicreators/shared';
import { Building2, Camera } from 'lucide-react';
import type { ReactNode } from 'react';
import { ChoiceCards } from '@/components/ui/choice-cards';

const ICONS: Record<PartnerType, ReactNode> = {
  contentCreator: <Camera aria-hidden className="size-5" />,
  brand: <Building2 aria-hidden className="size-5" />,
};

export type PartnerChoiceProps = {
  value: PartnerType;
  onChange: (value: PartnerType) => void;
  descriptions?: Partial<Record<PartnerType, ReactNode>>;
  legend?: ReactNode;
  isLegendHidden?: boolean;
};

/** Content Creator or Brand (spec §2: at /join and /login). */
export function PartnerChoice({
  value,
  onChange,
  descriptions,
  legend = 'I am a',
  isLegendHidden,
}: PartnerChoiceProps) {
  return (
    <ChoiceCards
      name="partner"
      legend={legend}
      isLegendHidden={isLegendHidden}
      value={value}
      onChange={onChange}
      options={PARTNER_TYPES.map((type) => ({
        value: type,
        label: USER_TYPE_LABELS[type],
        icon: ICONS[type],
        description: descriptions?.[type],
      }))}
    />
  );
}
