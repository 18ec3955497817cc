import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { errorMessage } from '@/lib/http/error-message';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { confirmNewsletter } from '../api/confirm-newsletter';
import { LINK_CLASSES, LinkPage } from '../components/link-page';

/**
 * /newsletter/confirm?token= (issue 34): the double opt-in's link. Opening it changes nothing (mail
 * scanners open links); the button confirms the subscription.
 */
export function NewsletterConfirmPage() {
  usePageMeta({ title: 'Confirm your subscription' });
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [answer, setAnswer] = useState<{ isDone: boolean; message: string } | null>(null);
  const [isSending, setIsSending] = useState(false);

  const handleConfirm = async () => {
    setIsSending(true);
    try {
      setAnswer({ isDone: true, message: await confirmNewsletter(token) });
    } catch (error) {
      setAnswer({ isDone: false, message: errorMessage(error) });
    } finally {
      setIsSending(false);
    }
  };

  return (
    <LinkPage title="Confirm your subscription">
      {!token && <ErrorAlert>This link is not complete. Open the link from the e-mail again.</ErrorAlert>}
      {token && !answer?.isDone && (
        <>
          <p>Confirm that you want to get the EquiCreators newsletter at this address.</p>
          <Button type="button" isLoading={isSending} onClick={() => void handleConfirm()}>
            Confirm my subscription
          </Button>
        </>
      )}
      {answer && !answer.isDone && <ErrorAlert>{answer.message}</ErrorAlert>}
      {answer?.isDone && (
        <>
          <p role="status" className="text-lg text-brand-900">
            {answer.message}
          </p>
          <Link to="/" className={LINK_CLASSES}>
            Back to EquiCreators
          </Link>
        </>
      )}
    </LinkPage>
  );
}
