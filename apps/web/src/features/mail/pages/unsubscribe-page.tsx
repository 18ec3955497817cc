import type { UnsubscribeResponse } from '@equicreators/shared';
import { Suspense, use, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { errorMessage } from '@/lib/http/error-message';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { readUnsubscribeLinkOnce, unsubscribe } from '../api/unsubscribe';
import { LINK_CLASSES, LinkPage } from '../components/link-page';

/**
 * /unsubscribe?token= (issue 34): the visible link of every optional e-mail. Public, without login.
 * Opening it only reads what the link is about (mail scanners open links); one button unsubscribes.
 * Kept small: no form, query cache or zod contract.
 */
export function UnsubscribePage() {
  usePageMeta({ title: 'Unsubscribe' });
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  return (
    <LinkPage title="Unsubscribe">
      <Suspense fallback={<p className="text-ink-muted">Reading your link…</p>}>
        <UnsubscribeStep token={token} />
      </Suspense>
      <Link to="/account" className={LINK_CLASSES}>
        Manage e-mail preferences
      </Link>
    </LinkPage>
  );
}

function UnsubscribeStep({ token }: { token: string }) {
  const read = use(readUnsubscribeLinkOnce(token));
  const [answer, setAnswer] = useState<UnsubscribeResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);

  const handleUnsubscribe = async () => {
    setIsSending(true);
    setFailure(null);
    try {
      setAnswer(await unsubscribe(token));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setIsSending(false);
    }
  };

  if ('failure' in read) return <ErrorAlert>{errorMessage(read.failure)}</ErrorAlert>;
  if (answer) {
    return (
      <p role="status" className="text-lg text-brand-900">
        {answer.message}
      </p>
    );
  }
  if (read.link.category === null) return <p role="status">{read.link.message}</p>;
  return (
    <>
      <p>{read.link.message}</p>
      <Button type="button" isLoading={isSending} onClick={() => void handleUnsubscribe()}>
        Unsubscribe
      </Button>
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
    </>
  );
}
