import {
  ACCOUNT_QUOTAS,
  AppError,
  parseFollowerText,
  UpdateInfluencerProfileSchema,
  type FieldIssue,
  type UpdateInfluencerProfile,
} from '@equicreators/shared';
import type { AppContext } from '../../app-context.ts';
import type { MultipartForm } from '../../platform/http/multipart.ts';
import { namingFile } from '../../platform/media/media-errors.ts';
import { processImage, type ProcessedImage } from '../../platform/media/media-processing.ts';
import { normaliseEmail } from '../accounts/accounts.service.ts';
import { replaceCreatorNiches, replaceCreatorSocialLinks } from '../creators/creators.repository.ts';
import type { FileRow } from '../files/files.repository.ts';
import { deleteStoredBytes, storeProcessedImage } from '../files/files.service.ts';
import { countUploadedBytes } from '../files/upload-bytes.ts';
import { authoriseEmailChange, emailTaken, isCreatorEmailTaken, requestEmailChange } from './email-change.service.ts';
import { deleteFileRow, findPendingEmailChange, updateCreatorProfileFields } from './influencer-profile.repository.ts';
import { getOwnProfile } from './influencers.service.ts';
import { profileChangesOf } from './profile-changes.ts';

/** The form's picture field (some clients append `[]`). */
export const FILE_FIELDS: readonly string[] = ['file', 'file[]'];

export type FormReader = () => Promise<MultipartForm>;

/**
 * PUT /api/influencers/profile/edit. Every field and the picture are checked (the picture
 * re-encoded) before anything is written; then the new picture's bytes are stored and the
 * profile, niches, links (with the follower total), picture and a pending e-mail change are
 * written in one transaction. If that fails, the new bytes are deleted; the old picture's row goes
 * in the same transaction and its bytes only after the commit. A bad field or file changes nothing.
 * Edits are counted per account before a byte of the form is read (ACCOUNT_QUOTAS); a new login
 * e-mail needs the current password and its own quotas (authoriseEmailChange).
 */
export async function updateOwnProfile(context: AppContext, creatorId: string, readForm: FormReader) {
  const { db, storage, clock, logger } = context;
  await context.limits.consumeQuota(ACCOUNT_QUOTAS.profileEditsPerAccount, creatorId);
  const form = await readForm();
  const { fields, file } = checkForm(form);
  const { creator: current } = await getOwnProfile(context, creatorId);

  // DECISIONS: the login does not change now; a link goes to the new address.
  const email = normaliseEmail(fields.email);
  const pending = await findPendingEmailChange(db, creatorId, clock.now());
  const requestsChange = email !== current.email && email !== pending?.newEmail;
  if (requestsChange && (await isCreatorEmailTaken(db, email, creatorId))) throw emailTaken();

  const picture = file ? await processPicture(file) : null;
  const replacesPicture = (picture !== null || fields.removePicture) && current.avatarFileId !== null;
  const changes = profileChangesOf(current, fields, { changesPicture: picture !== null || replacesPicture });
  // Last before writing: a refused field or picture spends nothing of the e-mail-change quotas.
  const refundEmailChange = requestsChange
    ? await authoriseEmailChange(context, {
        accountId: creatorId,
        currentPassword: fields.currentPassword,
        newEmail: email,
      })
    : null;
  // Filled inside the transaction: the new picture's file, for clean-up if the change fails.
  const stored: FileRow[] = [];
  let removed: FileRow | null;
  try {
    removed = await db.transaction(async (tx) => {
      const now = clock.now();
      if (picture) {
        stored.push(
          await storeProcessedImage(tx, storage, picture, {
            purpose: 'avatar',
            visibility: 'public',
            ownerAccountId: creatorId,
            originalName: file?.filename || null,
          }),
        );
      }
      const newPicture = stored[0];
      await updateCreatorProfileFields(
        tx,
        creatorId,
        {
          firstName: fields.firstName,
          lastName: fields.lastName,
          bio: fields.bio,
          description: fields.description,
          phoneNumber: fields.phoneNumber,
          avatarFileId: newPicture ? newPicture.id : fields.removePicture ? null : current.avatarFileId,
        },
        now,
      );
      // Unchanged lists are left alone: the links keep their ids, and nothing is rewritten for nothing.
      if (changes.niches) await replaceCreatorNiches(tx, creatorId, fields.niche);
      if (changes.links) {
        await replaceCreatorSocialLinks(
          tx,
          creatorId,
          fields.socialMediaLinks.map((link) => ({
            link: link.link,
            followerText: link.followerCount,
            followerCount: parseFollowerText(link.followerCount) ?? 0,
          })),
          now,
        );
      }
      if (requestsChange) {
        await requestEmailChange(tx, context, {
          accountId: creatorId,
          currentEmail: current.email,
          newEmail: email,
          firstName: fields.firstName,
          now,
        });
      }
      return replacesPicture && current.avatarFileId ? deleteFileRow(tx, current.avatarFileId) : null;
    });
  } catch (error) {
    await Promise.all(stored.map((file) => deleteStoredBytes(storage, file)));
    await refundEmailChange?.();
    throw error;
  }
  countUploadedBytes(context.metrics, 'avatar', stored);
  // The browse pages every brand shares are forgotten only when something they show changed
  // (niches and links also decide which filters match); saving an unchanged form keeps them.
  if (changes.listed) context.changes.raise('creators');
  const old = removed;
  if (old) {
    // The change is committed; a leftover file on disk is harmless, so a failure is only logged.
    await deleteStoredBytes(storage, old).catch((error: unknown) =>
      logger.warn({ err: error, fileId: old.id }, 'The old profile picture could not be deleted'),
    );
  }
  return getOwnProfile(context, creatorId);
}

type UploadedFile = MultipartForm['files'][number];

/**
 * `niche` and `socialMediaLinks` travel as JSON text (spec §7); a single niche may also come as
 * plain text. Niches left blank after trimming are ignored (spec §5). Every problem is reported at
 * once in the error handler's shape.
 */
function checkForm(form: MultipartForm): { fields: UpdateInfluencerProfile; file: UploadedFile | undefined } {
  const issues: FieldIssue[] = [];
  const niche = listField(form.fields.niche ?? form.fields['niche[]'], 'niche', issues, { plainTextItem: true });
  const socialMediaLinks = listField(form.fields.socialMediaLinks, 'socialMediaLinks', issues, {
    plainTextItem: false,
  });
  const parsed = UpdateInfluencerProfileSchema.safeParse({
    ...form.fields,
    niche: niche.filter((value) => typeof value !== 'string' || value.trim() !== ''),
    socialMediaLinks,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      issues.push({ field: issue.path.map(String).join('.') || 'body', message: issue.message });
    }
  }
  const pictures = form.files.filter((file) => FILE_FIELDS.includes(file.fieldname));
  for (const file of form.files) {
    if (!FILE_FIELDS.includes(file.fieldname))
      issues.push({ field: file.fieldname, message: 'Send the picture in the file field' });
  }
  if (pictures.length > 1) issues.push({ field: 'file', message: 'Choose one picture' });
  if (!parsed.success || issues.length > 0) {
    throw new AppError('VALIDATION_FAILED', issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '), {
      fields: issues,
    });
  }
  return { fields: parsed.data, file: pictures[0] };
}

function listField(
  text: string | undefined,
  field: string,
  issues: FieldIssue[],
  { plainTextItem }: { plainTextItem: boolean },
): unknown[] {
  if (text === undefined || text.trim() === '') return [];
  if (plainTextItem && !text.trim().startsWith('[')) return [text];
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value)) return value;
  } catch {
    // Reported below, as for a value that is not a list.
  }
  issues.push({ field, message: 'Send this field as a JSON list' });
  return [];
}

/** Checks and re-encodes the picture (sniffed by content, never SVG), naming the file on failure as every upload does. */
async function processPicture(file: UploadedFile): Promise<ProcessedImage> {
  try {
    return await processImage(file.path);
  } catch (error) {
    throw namingFile(error, 'file', file.filename);
  }
}
