import { NewsletterIssueRequestSchema } from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/http/error-message';
import { notify } from '@/lib/toast/notify';
import { useSendNewsletterIssue } from '../api/send-newsletter-issue';

type IssueForm = z.input<typeof NewsletterIssueRequestSchema>;

const AUDIENCES = [
  { value: 'newsletter', label: 'Newsletter: confirmed subscribers' },
  { value: 'product_news', label: 'Product news: brands and creators who did not turn it off' },
] as const;

/**
 * Writes and sends a newsletter issue (issue 34). Every e-mail carries its reader's own one-click
 * unsubscribe link; only confirmed addresses (double opt-in) get the newsletter.
 */
export function NewsletterPanel() {
  const sendIssue = useSendNewsletterIssue();
  const [lastSent, setLastSent] = useState<string | null>(null);
  const form = useForm<IssueForm, unknown, z.output<typeof NewsletterIssueRequestSchema>>({
    resolver: zodResolver(NewsletterIssueRequestSchema),
    defaultValues: { audience: 'newsletter', subject: '', body: '' },
  });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (issue) => {
    try {
      const answer = await sendIssue.mutateAsync(issue);
      setLastSent(answer.message);
      notify.success(answer.message);
      form.reset();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  });

  return (
    <section
      aria-labelledby="newsletter-heading"
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <h2 id="newsletter-heading" className="text-2xl">
        Send a newsletter issue
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-muted">
        Each reader gets their own copy with a link to unsubscribe. Leave a blank line between paragraphs.
      </p>
      <form
        onSubmit={(event) => void handleSubmit(event)}
        noValidate
        aria-label="Send a newsletter issue"
        className="flex flex-col gap-4"
      >
        <Field label="Send to" error={errors.audience?.message}>
          {(control) => <Select {...control} options={AUDIENCES} {...form.register('audience')} />}
        </Field>
        <Field label="Subject" error={errors.subject?.message}>
          {(control) => <Input {...control} autoComplete="off" {...form.register('subject')} />}
        </Field>
        <Field label="Text" error={errors.body?.message}>
          {(control) => <Textarea {...control} rows={10} {...form.register('body')} />}
        </Field>
        <Button type="submit" isLoading={form.formState.isSubmitting} className="self-start">
          Send the issue
        </Button>
        {lastSent && (
          <p role="status" className="text-sm text-brand-900">
            {lastSent}
          </p>
        )}
      </form>
    </section>
  );
}
