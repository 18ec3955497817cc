import { usePageMeta } from '@/lib/site/use-page-meta';
import { DataExportSection } from '../components/data-export-section';
import { EmailPreferencesSection } from '../components/email-preferences-section';
import { LegalSection } from '../components/legal-section';

/**
 * /account: what a brand or a creator controls about their own data (issue 34): which e-mails
 * they get, a copy of everything we hold, the terms they accepted, and the way out.
 */
export function AccountPage() {
  usePageMeta({ title: 'Account & privacy' });
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-16 sm:px-6">
      <h1 className="text-4xl">Account &amp; privacy</h1>
      <EmailPreferencesSection />
      <DataExportSection />
      <LegalSection />
    </div>
  );
}
