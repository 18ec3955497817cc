import { renderMail } from '../../platform/mail/mail-template.ts';

export function invitationEmail(to: string, publicUrl: string) {
  return renderMail({
    category: 'essential',
    to,
    subject: 'You are invited to join EquiCreators',
    paragraphs: [
      'Good news: you are invited to join EquiCreators, the marketplace where brands find and hire equestrian content creators.',
      `Choose "Content Creator" on the join page, sign up with this e-mail address (${to}) and ask for your code there.`,
    ],
    action: { label: 'Create your creator account', url: `${publicUrl}/join` },
  });
}
