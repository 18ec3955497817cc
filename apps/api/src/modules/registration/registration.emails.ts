import { renderMail } from '../../platform/mail/mail-template.ts';

export function creatorWelcomeEmail(to: string, firstName: string, publicUrl: string) {
  return renderMail({
    category: 'essential',
    to,
    subject: 'Welcome to EquiCreators',
    paragraphs: [
      `Welcome, ${firstName}! Your creator account is ready.`,
      'Log in to complete your profile, browse campaigns and apply to the ones that suit you and your horses.',
    ],
    action: { label: 'Log in', url: `${publicUrl}/login` },
  });
}

export function brandWelcomeEmail(to: string, fullName: string, bookCallUrl: string) {
  return renderMail({
    category: 'essential',
    to,
    subject: 'Welcome to EquiCreators',
    paragraphs: [
      `Welcome, ${fullName}! Your brand account is ready.`,
      'To create campaigns, choose a business plan: book a short call with us and we will set up your subscription.',
    ],
    action: { label: 'Book a call', url: bookCallUrl },
  });
}
