import { JoinPage } from '@/features/onboarding/pages/join-page';
import { hydrateFormPage } from './hydrate-form-page';

// The script of /join (docs/decisions/012).
hydrateFormPage(<JoinPage />);
