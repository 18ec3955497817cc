import { ContactRequestSchema, type ContactRequest } from '@equicreators/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { CONTACT } from '@/content/contact';
import { ApiError } from '@/lib/http/api-client';
import { notify } from '@/lib/toast/notify';
import { useSiteConfig } from '@/lib/site/site-config';
import { usePageMeta } from '@/lib/site/use-page-meta';
import { sendContactMessage } from '../api/send-contact-message';

/** Spec §2 Contact Us: the form (every field required) and the static contact blocks. */
export function ContactPage() {
  usePageMeta({ title: 'Contact Us' });
  const siteConfig = useSiteConfig();
  const form = useForm<ContactRequest, unknown, z.output<typeof ContactRequestSchema>>({
    resolver: zodResolver(ContactRequestSchema),
    defaultValues: { firstName: '', lastName: '', email: '', message: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const { message } = await sendContactMessage(values);
      notify.success(message);
      form.reset();
    } catch (error) {
      notify.error(error instanceof ApiError ? error.message : 'The message could not be sent. Please try again.');
    }
  });

  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1.4fr_1fr]">
      <section aria-labelledby="contact-heading" className="flex flex-col gap-6">
        <div>
          <h1 id="contact-heading" className="text-4xl">
            Contact Us
          </h1>
          <p className="mt-2 text-ink-muted">{CONTACT.intro}</p>
        </div>
        <form
          onSubmit={(event) => void handleSubmit(event)}
          noValidate
          aria-label="Contact Us"
          className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)]"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="First name" error={errors.firstName?.message}>
              {(control) => <Input {...control} autoComplete="given-name" {...form.register('firstName')} />}
            </Field>
            <Field label="Last name" error={errors.lastName?.message}>
              {(control) => <Input {...control} autoComplete="family-name" {...form.register('lastName')} />}
            </Field>
          </div>
          <Field label="Email" error={errors.email?.message}>
            {(control) => <Input {...control} type="email" autoComplete="email" {...form.register('email')} />}
          </Field>
          <Field label="Message" error={errors.message?.message}>
            {(control) => <Textarea {...control} rows={6} {...form.register('message')} />}
          </Field>
          <Button type="submit" size="lg" isLoading={isSubmitting} className="self-start">
            Send message
          </Button>
        </form>
      </section>
      <aside aria-label="Other ways to reach us" className="flex flex-col gap-4">
        <InfoBlock icon={<Mail aria-hidden className="size-5" />} title="E-mail">
          {siteConfig && (
            <a href={`mailto:${siteConfig.supportEmail}`} className="font-semibold text-brand-700 underline">
              {siteConfig.supportEmail}
            </a>
          )}
        </InfoBlock>
        {/* Live chat shows only where one is configured: no promise of a service that does not exist. */}
        {siteConfig?.contact.liveChatUrl && (
          <InfoBlock icon={<MessageCircle aria-hidden className="size-5" />} title="Live chat">
            <a
              href={siteConfig.contact.liveChatUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              Chat with us
            </a>
          </InfoBlock>
        )}
        <InfoBlock icon={<MapPin aria-hidden className="size-5" />} title="Office">
          {siteConfig?.contact.office}
        </InfoBlock>
        <InfoBlock icon={<Phone aria-hidden className="size-5" />} title="Phone">
          {siteConfig?.contact.phone ? (
            <a
              href={`tel:${siteConfig.contact.phone.replace(/[^+0-9]/g, '')}`}
              className="font-semibold text-brand-700 underline"
            >
              {siteConfig.contact.phone}
            </a>
          ) : (
            'Ask for a call in your message and we will ring you back.'
          )}
          <span className="mt-1 flex items-center gap-2 text-sm text-ink-muted">
            <Clock aria-hidden className="size-4" />
            {CONTACT.hours}
          </span>
        </InfoBlock>
      </aside>
    </div>
  );
}

function InfoBlock({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-[var(--radius-card)] border border-line bg-white p-5">
      <span className="mt-0.5 text-saddle-600">{icon}</span>
      <div className="flex flex-col">
        <h2 className="font-sans text-sm font-semibold tracking-wider text-ink-muted uppercase">{title}</h2>
        <div className="mt-1 flex flex-col">{children}</div>
      </div>
    </div>
  );
}
