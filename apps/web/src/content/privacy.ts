import {
  ACCOUNT_DELETION_RULES,
  DATA_EXPORT_RULES,
  DELETED_USER_NAME,
  MAIL_RETENTION,
  PRODUCT,
} from '@equicreators/shared';
import type { LegalDocument } from './legal-text';

const { graceDays } = ACCOUNT_DELETION_RULES;
const { linkHours, oneEveryHours } = DATA_EXPORT_RULES;

/**
 * The privacy notice (issue 34), written from what the code does: each figure here is a constant
 * or a rule of the product (the retention tasks, ACCOUNT_DELETION_RULES, DATA_EXPORT_RULES, the
 * token lifetime, the storage keys). Change the text when the behaviour changes.
 */
export const PRIVACY: LegalDocument = {
  title: 'Privacy notice',
  summary: `What personal data ${PRODUCT.name} holds, why, who helps us with it, how long we keep it, and how you use your rights here.`,
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        `${PRODUCT.name} is a marketplace where brands find, invite and hire equestrian content creators, and a club for those creators. We decide what the site does with your data and we answer for it. Write to us at {supportEmail} about anything in this notice.`,
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect and why',
      blocks: [
        'We collect what you give us and what the site needs to work, nothing to advertise to you. We use it to provide the service you signed up for (our contract with you), to keep the site secure and working (our legitimate interest), to keep payment records (a legal obligation), and for the newsletter only with your consent.',
        {
          list: [
            'Your account: your e-mail address, your password (stored only as an Argon2id hash, which nobody can read back), whether you are a brand or a creator, when you last logged in, and which version of the Terms and this notice you accepted and when.',
            'Codes and links we e-mail you: sign-up codes (valid 10 minutes), password-reset links (30 minutes) and e-mail-change links (24 hours). We store them only as keyed hashes.',
            'Your logins: each login records when it started, your browser’s name (user agent) and your IP address, to keep your account secure. A login lasts at most 7 days; logging out, resetting your password or an admin’s block ends it at once.',
            'A creator’s profile: name, phone number, bio and description, picture, niches, social media links and follower counts, and the equestrian details you choose to add (disciplines, level, number of horses, breeds, country and region, languages, and per-platform audience figures such as audience countries, age bands and gender split), your media kit, its rates and the portfolio pictures you agree to show.',
            'A brand’s profile: your full name, company name, phone number, brand description and address, the kinds of collaboration you want and the subscription you chose.',
            'Your work on the site: campaigns, invitations, applications and pitches, hires, deals and their changes, deliverables, submissions, reviews and ratings.',
            'Messages and attachments: what you write and the files you send in a thread, which only its two parties can open. We re-encode pictures so that hidden details such as the GPS position of a photo are removed, and rewrite videos without their metadata.',
            'Payments and payouts: with online payment, Stripe takes card and bank details on its own pages; we never see or store your card number. We keep Stripe’s references to your customer and payout account, your plan and its status, and each payment’s amounts, fees, state and any dispute.',
            'Contact messages: the name, e-mail address and message you send through Contact Us. We store them and e-mail them to our support address so we can answer.',
            'The newsletter: your e-mail address, and when you confirmed your subscription or left it. We send the newsletter only after you confirm your address from the e-mail we send you.',
            'Your e-mail preferences, and the notifications the site shows you in the bell.',
            'Web vitals: when a page has loaded, your browser sends anonymous measurements of how fast it loaded and responded (such as load time and layout shifts), named by the kind of page (for example /orders/:id), never by an id, a search, an address or your account. They are stored without your account or IP address, added into daily totals per page.',
            'Server logs: for each request the server writes the method, the path without its query string, the time and the IP address, to run the site and investigate faults and abuse. Passwords, codes and tokens are never written to the logs.',
          ],
        },
      ],
    },
    {
      id: 'who-sees-it',
      title: 'Who sees your data',
      blocks: [
        {
          list: [
            'Other members, as the marketplace needs: brands see creators’ profiles and media kits; a creator’s e-mail address and phone number go only to a brand that has hired them; the two parties of a thread see its messages and files.',
            'Our admins: they invite and verify creators, confirm brands’ payments, read contact messages, moderate reviews and resolve payment disputes.',
            'Stripe, for payments, subscriptions and creators’ payouts (with its own fraud checks), when online payment is on. Stripe’s own privacy policy applies to what you give it on its pages.',
            'The mail relay the site’s operator configures (an SMTP service), which delivers our e-mails and so handles the recipient’s address and the e-mail’s content.',
            'The storage provider that keeps uploaded files: the server’s own disk or an S3-compatible storage bucket, as the operator configures it. Files always reach you through our site, never directly from the bucket.',
          ],
        },
        'We do not sell your data, and we share none of it with advertisers or data brokers.',
        'The home page’s “How it works” video comes from YouTube and loads only when you press play. Links to application forms, booking a call and social networks take you to other sites, whose own notices apply.',
      ],
    },
    {
      id: 'how-long',
      title: 'How long we keep it',
      blocks: [
        {
          list: [
            `Your account, profile and work: for as long as you keep your account. When you delete it, we wait ${graceDays} days (logging in during them cancels the deletion), then erase your profile, pictures, media kit, logins, codes, e-mail preferences and your files in storage.`,
            `Messages and work the other party still needs stay after an erasure, shown as from “${DELETED_USER_NAME}” with their attachments removed; ratings you gave or received stay without your name.`,
            'Payment and invoice records: as long as tax and accounting law requires, without your contact details once your account is erased.',
            'Records of your logins (when, your browser and IP address): kept with your account, and erased with it.',
            `The e-mails we send you: their text (with its codes and links) is deleted as soon as the e-mail is sent; a record of each (your address, what kind of e-mail, when and whether it was delivered) is kept for ${MAIL_RETENTION.keepDays} days, or until your account is erased.`,
            'Contact messages: kept so we can follow up on them.',
            'Notifications: 90 days once read, one year at most if never read.',
            'Web vitals: daily totals for 30 days.',
            `Your data export: the download link works once, for ${linkHours} hours after the export is ready.`,
            'Newsletter: until you leave it, with the link in every issue or on your Account & privacy page.',
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights and how to use them here',
      blocks: [
        'You have the right to see the data we hold about you, to correct it, to have it erased, to take a copy of it in a usable form (portability), to object to how we use it or ask us to limit it, and to withdraw consent you gave (the newsletter) at any time. Here is how to use them on this site:',
        {
          list: [
            'See and correct: creators change their profile and equestrian details with Edit Profile in the account menu. Brands write to us to change their profile.',
            `Take a copy: “Download my data” on your [Account & privacy](/account) page builds a zip of every record about your account as JSON, with your own files; we e-mail you a link that works once, for ${linkHours} hours. One export every ${oneEveryHours} hours.`,
            `Erase: “Delete my account” in the account menu ([/account/delete](/account/delete)), confirmed with your password. The erasure follows ${graceDays} days later; it is refused, with the reason, while money is held for an order or a dispute is open.`,
            'Object to e-mail: choose which e-mails you get on your [Account & privacy](/account) page, or use the unsubscribe link in any e-mail that is not essential; it works without logging in. Essential e-mails (codes, password resets, receipts and security notices) always go.',
            'Anything else, or if you cannot log in: write to {supportEmail}. We answer within one month, as the law requires.',
          ],
        },
        'If you think we have handled your data wrongly, you may complain to a data protection authority: in the United Kingdom the Information Commissioner’s Office (ico.org.uk), in the European Union the authority of your country. We would like to hear from you first, so we can put it right.',
      ],
    },
    {
      id: 'cookies-and-storage',
      title: 'Cookies and storage',
      blocks: [
        `${PRODUCT.name} sets no cookies. It runs no tracking, no advertising and no third-party analytics scripts, and the site’s security policy does not let any third-party script run. That is why there is no cookie banner. The web vitals above are anonymous and counted into daily totals.`,
        'Your browser keeps a few items for this site in its local storage, which only this site can read:',
        {
          list: [
            'token: your login, sent with each request so the server knows it is you. It lasts at most 7 days.',
            'type, id and firstName: whether you are a brand, a creator or an admin, your account id, and your first name for the account menu.',
            'selected_partner: whether you last chose Brand or Content Creator on the join or login page.',
            'last_login_type: the type you last logged in as, so the login page offers it first next time.',
          ],
        },
        'Logging out removes token, type, id, firstName and selected_partner; last_login_type stays so the login page can offer it. The site also keeps two marks in the storage of one tab, gone when the tab closes: the choice made by a “Join as Brand” link, and a note that you opened Stripe’s billing portal so that coming back does not open it again.',
        'Stripe’s payment pages and the YouTube player are served by those companies, who may set their own cookies under their own notices when you use them.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this notice',
      blocks: [
        'The date of this version is at the top of the page. When we change the Terms or this notice, we show the new version to you once when you next log in, and ask you to accept it before you go on.',
      ],
    },
  ],
};
