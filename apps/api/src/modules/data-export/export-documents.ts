import type { Database } from '../../db/client.ts';
import { exportFileName } from './export-files.ts';
import {
  readEmailPreferences,
  readNewsletter,
  readNotifications,
  readPayments,
  readRatings,
  readSessions,
  readShortlists,
  readWork,
} from './export-order-records.repository.ts';
import {
  findExportAccount,
  listBrandCampaignIds,
  listOwnFiles,
  readAccountExtras,
  readBrandCampaigns,
  readBrandProfile,
  readCreatorEntries,
  readCreatorProfile,
  readMessageAttachments,
  readThreadMessages,
  type ExportScope,
} from './export-records.repository.ts';

/**
 * Columns that never leave in an export: secrets (password and token hashes), keys of our own
 * storage and retries, and internal error text. Removed at any depth of any document.
 */
const LEFT_OUT_KEYS = new Set([
  'passwordHash',
  'codeHash',
  'tokenHash',
  'confirmTokenHash',
  'idempotencyKey',
  'storageKey',
  'thumbnailKey',
  'lastError',
]);

/** A copy of `value` without the keys above; dates become ISO strings when written as JSON. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !LEFT_OUT_KEYS.has(key))
      .map(([key, inner]) => [key, withoutSecrets(inner)]),
  );
}

export type ExportFile = Awaited<ReturnType<typeof listOwnFiles>>[number];
export type GatheredExport = {
  email: string;
  /** The JSON documents by their name in the zip (before files.json, which the builder writes). */
  documents: Map<string, unknown>;
  files: ExportFile[];
};

/** Reads every record about the account into the documents of the layout (export-layout.ts); null when it cannot be exported. */
export async function gatherExport(db: Database, accountId: string): Promise<GatheredExport | null> {
  const account = await findExportAccount(db, accountId);
  // An erased account has nothing left to give (and no address to write to).
  if (!account || account.erasedAt || (account.type !== 'brand' && account.type !== 'contentCreator')) return null;
  const scope: ExportScope = {
    accountId,
    type: account.type,
    brandCampaignIds: account.type === 'brand' ? await listBrandCampaignIds(db, accountId) : [],
  };
  const documents = new Map<string, unknown>();
  documents.set('account.json', { account, ...(await readAccountExtras(db, accountId)) });

  const creator = scope.type === 'contentCreator' ? await readCreatorProfile(db, accountId) : null;
  documents.set(
    'profile.json',
    creator
      ? { type: 'contentCreator', ...creator, mediaKit: mediaKitOf(creator.profile) }
      : { type: 'brand', profile: await readBrandProfile(db, accountId) },
  );

  const brandCampaigns = scope.type === 'brand' ? await readBrandCampaigns(db, scope) : null;
  documents.set(
    'campaigns.json',
    brandCampaigns
      ? brandCampaignsDocument(brandCampaigns)
      : { entries: (await readCreatorEntries(db, accountId)).map(({ entry, ...names }) => ({ ...entry, ...names })) },
  );

  documents.set('messages.json', await messagesDocument(db, scope));
  documents.set('work.json', await readWork(db, scope));
  documents.set('payments.json', await readPayments(db, scope));
  documents.set('ratings.json', await readRatings(db, accountId));
  documents.set('notifications.json', await readNotifications(db, accountId));
  documents.set('shortlists.json', scope.type === 'brand' ? await readShortlists(db, accountId) : []);
  documents.set('email-preferences.json', await readEmailPreferences(db, accountId));
  documents.set('newsletter.json', await readNewsletter(db, account.email));
  documents.set('sessions.json', await readSessions(db, accountId));

  const alsoFileIds = [
    ...(creator?.profile.avatarFileId ? [creator.profile.avatarFileId] : []),
    ...(brandCampaigns?.images.map((image) => image.fileId) ?? []),
  ];
  const files = await listOwnFiles(db, accountId, alsoFileIds);
  for (const [name, document] of documents) documents.set(name, withoutSecrets(document));
  return { email: account.email, documents, files };
}

function mediaKitOf(profile: { handle: string | null; mediaKitVisibility: string }) {
  return { handle: profile.handle, visibility: profile.mediaKitVisibility };
}

function brandCampaignsDocument({ campaigns, images, entries }: Awaited<ReturnType<typeof readBrandCampaigns>>) {
  return {
    campaigns: campaigns.map((campaign) => ({
      ...campaign,
      imageFileIds: images.filter((image) => image.campaignId === campaign.id).map((image) => image.fileId),
      entries: entries
        .filter(({ entry }) => entry.campaignId === campaign.id)
        .map(({ entry, creatorName }) => ({ ...entry, creatorName })),
    })),
  };
}

/** Threads of messages; the other party is named as this person sees them, never by an address. */
async function messagesDocument(db: Database, scope: ExportScope) {
  const rows = await readThreadMessages(db, scope);
  const attachments = await readMessageAttachments(
    db,
    rows.map(({ message }) => message.id),
  );
  const threads = new Map<
    string,
    { campaignId: string; creatorId: string; campaignTitle: string; otherParty: string; messages: unknown[] }
  >();
  for (const { message, campaignTitle, companyName, creatorName } of rows) {
    const key = `${message.campaignId}/${message.creatorId}`;
    const thread = threads.get(key) ?? {
      campaignId: message.campaignId,
      creatorId: message.creatorId,
      campaignTitle,
      otherParty: scope.type === 'brand' ? creatorName : companyName,
      messages: [],
    };
    threads.set(key, thread);
    const isOwn = message.senderAccountId === scope.accountId;
    thread.messages.push({
      ...message,
      from: isOwn ? 'you' : 'other party',
      attachments: attachments
        .filter((attachment) => attachment.messageId === message.id)
        .map((attachment) => ({
          name: attachment.originalName,
          contentType: attachment.contentType,
          byteSize: attachment.byteSize,
          // The other party's files stay theirs: named here, not copied.
          file:
            attachment.ownerAccountId === scope.accountId
              ? exportFileName({ ...attachment, id: attachment.fileId })
              : null,
        })),
    });
  }
  return { threads: [...threads.values()] };
}
