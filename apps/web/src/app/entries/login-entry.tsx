import { LoginPage } from '@/features/auth/pages/login-page';
import { hydrateFormPage } from './hydrate-form-page';

// The script of /login (docs/decisions/012).
hydrateFormPage(<LoginPage />);
