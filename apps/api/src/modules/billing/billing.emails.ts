import { BILLING_RETURN_PATHS, type BillingAudience } from '@equicreators/shared';
import { renderMail } from '../../platform/mail/mail-template.ts';

const WHAT = { brand: 'Your EquiCreators Business plan', club: 'Your EquiCreators club membership' } as const;

export function paymentReceivedEmail(to: string, audience: BillingAudience, publicUrl: string) {
  const isBrand = audience === 'brand';
  return renderMail({
    category: 'essential',
    to,
    subject: 'Payment received: your subscription is active',
    paragraphs: [
      `${WHAT[audience]} is active. Thank you!`,
      isBrand
        ? 'You can now create campaigns, invite and hire creators, and message them.'
        : 'Welcome to the club: the members’ meeting schedule is on the club page.',
      'Invoices, your card and your plan are under Billing in your account menu.',
    ],
    action: isBrand
      ? { label: 'Create a campaign', url: `${publicUrl}/campaigncreation` }
      : { label: 'Open the club page', url: `${publicUrl}/club` },
  });
}

export function paymentFailedEmail(to: string, publicUrl: string) {
  return renderMail({
    category: 'essential',
    to,
    subject: 'Your last payment failed — update your card',
    paragraphs: [
      'We could not take your last subscription payment. Stripe will try again over the next days, and your access continues meanwhile.',
      'Please update your card so your subscription does not end.',
    ],
    action: { label: 'Update your card', url: `${publicUrl}${BILLING_RETURN_PATHS.portalReturn}` },
  });
}

export function subscriptionEndedEmail(to: string, audience: BillingAudience, publicUrl: string) {
  const isBrand = audience === 'brand';
  return renderMail({
    category: 'essential',
    to,
    subject: 'Your subscription has ended',
    paragraphs: [
      `${WHAT[audience]} has ended.`,
      isBrand
        ? 'Your campaigns and conversations stay readable. Choose a plan to create campaigns, invite, hire and send messages again.'
        : 'You can join the club again at any time.',
    ],
    action: isBrand
      ? { label: 'View Business plans', url: `${publicUrl}/brands` }
      : { label: 'Join the club', url: `${publicUrl}/joinclub` },
  });
}

/** To the admins: a brand started paying online. */
export function newPayingBrandEmail(to: string, brandEmail: string, publicUrl: string) {
  return renderMail({
    category: 'essential',
    to,
    subject: `New paying brand: ${brandEmail}`,
    paragraphs: [`The brand ${brandEmail} subscribed online and now has access to the marketplace.`],
    action: { label: 'Open the brands list', url: `${publicUrl}/admin?tab=brands` },
  });
}
