import { PAGE_META } from '@/content/page-meta';
import { TERMS } from '@/content/terms';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { LegalDocumentView } from '../components/legal-document-view';

/** /terms: the Terms of use a brand or a creator accepts at signup (issue 34). */
export function TermsPage() {
  usePageMeta(PAGE_META.terms);
  return <LegalDocumentView text={TERMS} />;
}
