/**
 * The business plans shown after a brand signs up. Prices are set here, in one place, until
 * online billing arrives; an admin confirms a brand's payment meanwhile (DECISIONS).
 */
export type BusinessPlan = { name: string; price: string; period: string; note?: string; features: string[] };

export const BUSINESS_PLANS: BusinessPlan[] = [
  {
    name: 'Monthly',
    price: '$149',
    period: 'per month',
    features: ['Unlimited campaigns', 'Browse and invite every creator', 'Messages and approvals', 'Cancel any time'],
  },
  {
    name: 'Yearly',
    price: '$1,490',
    period: 'per year',
    note: 'Two months free',
    features: ['Everything in Monthly', 'A campaign planning call each quarter', 'Priority support'],
  },
];
