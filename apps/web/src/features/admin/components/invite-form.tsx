import { InviteCreatorRequestSchema } from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { notify } from '@/lib/toast/notify';
import { useSendInvitation } from '../api/send-invitation';
import { errorMessage } from '@/lib/http/error-message';

type InviteForm = z.input<typeof InviteCreatorRequestSchema>;

/** Invites a creator by e-mail: only invited addresses may sign up as creators. */
export function InviteForm() {
  const sendInvitation = useSendInvitation();
  const form = useForm<InviteForm, unknown, z.output<typeof InviteCreatorRequestSchema>>({
    resolver: zodResolver(InviteCreatorRequestSchema),
    defaultValues: { email: '' },
  });

  const handleSubmit = form.handleSubmit(async (input) => {
    try {
      const invitation = await sendInvitation.mutateAsync(input);
      notify.success(`Invitation sent to ${invitation.email}.`);
      form.reset();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  });

  return (
    <section
      aria-labelledby="invite-creator-heading"
      className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] sm:p-6"
    >
      <h2 id="invite-creator-heading" className="text-2xl">
        Invite a creator
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-muted">They get an e-mail with a link to sign up.</p>
      <form onSubmit={(event) => void handleSubmit(event)} noValidate aria-label="Invite a creator">
        <Field label="E-mail address" error={form.formState.errors.email?.message}>
          {(control) => (
            <div className="flex flex-col gap-3 sm:flex-row">
              <Input
                {...control}
                type="email"
                autoComplete="off"
                placeholder="rider@example.com"
                {...form.register('email')}
              />
              <Button type="submit" isLoading={form.formState.isSubmitting} className="shrink-0">
                Send invitation
              </Button>
            </div>
          )}
        </Field>
      </form>
    </section>
  );
}
