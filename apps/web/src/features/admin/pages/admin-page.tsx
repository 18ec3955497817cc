import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { BrandsPanel } from '../components/brands-panel';
import { ClubMeetingsPanel } from '../components/club-meetings-panel';
import { ContactMessagesPanel } from '../components/contact-messages-panel';
import { CreatorsPanel } from '../components/creators-panel';
import { ErasuresPanel } from '../components/erasures-panel';
import { InvitationsPanel } from '../components/invitations-panel';
import { NewsletterPanel } from '../components/newsletter-panel';
import { ReviewsPanel } from '../components/reviews-panel';

const TABS = [
  { value: 'invitations', label: 'Invitations' },
  { value: 'creators', label: 'Creators' },
  { value: 'brands', label: 'Brands' },
  { value: 'contact-messages', label: 'Contact messages' },
  { value: 'reviews', label: 'Reviews' },
  { value: 'club-meetings', label: 'Club meetings' },
  { value: 'newsletter', label: 'Newsletter' },
  { value: 'erasures', label: 'Erasures' },
] as const;

type AdminTab = (typeof TABS)[number]['value'];

function isAdminTab(value: string | null): value is AdminTab {
  return TABS.some((tab) => tab.value === value);
}

/**
 * The admin area (DECISIONS): invitations, creators, brands, contact messages, reviews (issue 22:
 * hiding a rating's review), club meetings (decision 027) and the newsletter (issue 34), one tab each.
 */
export function AdminPage() {
  usePageMeta({ title: 'Admin' });
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: AdminTab = isAdminTab(requested) ? requested : 'invitations';

  // The tab lives in the address (?tab=creators) so a reload or a shared link opens the same one.
  // Replacing rather than pushing keeps Back for leaving the page, not for stepping through tabs.
  const handleTabChange = (value: string) => {
    if (!isAdminTab(value)) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-4xl">Admin</h1>
        <p className="text-ink-muted">
          Invite creators, look after accounts, read what visitors wrote, moderate reviews, schedule club meetings and
          send the newsletter.
        </p>
      </div>
      <Tabs value={tab} onValueChange={handleTabChange}>
        <TabsList aria-label="Admin sections">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="invitations">
          <InvitationsPanel />
        </TabsContent>
        <TabsContent value="creators">
          <CreatorsPanel />
        </TabsContent>
        <TabsContent value="brands">
          <BrandsPanel />
        </TabsContent>
        <TabsContent value="contact-messages">
          <ContactMessagesPanel />
        </TabsContent>
        <TabsContent value="reviews">
          <ReviewsPanel />
        </TabsContent>
        <TabsContent value="club-meetings">
          <ClubMeetingsPanel />
        </TabsContent>
        <TabsContent value="newsletter">
          <NewsletterPanel />
        </TabsContent>
        <TabsContent value="erasures">
          <ErasuresPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
