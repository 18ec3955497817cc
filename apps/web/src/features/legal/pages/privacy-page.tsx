import { PAGE_META } from '@/content/page-meta';
import { PRIVACY } from '@/content/privacy';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { LegalDocumentView } from '../components/legal-document-view';

/** /privacy: what we hold, why, for how long, and how to use your rights here, with cookies and storage (issue 34). */
export function PrivacyPage() {
  usePageMeta(PAGE_META.privacy);
  return <LegalDocumentView text={PRIVACY} />;
}
