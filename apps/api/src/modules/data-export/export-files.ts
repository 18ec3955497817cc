import type { FilePurpose } from '../../db/schema/index.ts';

const FOLDER_OF: Record<FilePurpose, string> = {
  avatar: 'profile-picture',
  'campaign-image': 'campaign-images',
  'message-attachment': 'message-attachments',
};

const EXTENSION_OF: Record<string, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'video/mp4': '.mp4',
  'video/quicktime': '.mov',
};

type NamedFile = { id: string; purpose: FilePurpose; originalName: string | null; contentType: string };

/**
 * A file's name in the zip: files/<folder>/<first 8 of its id>-<original name made safe>. The id
 * keeps two "photo.jpg" apart; the safe name keeps an unzip inside its folder on every system
 * (no separators, no "..", no control or reserved characters, at most 100 characters).
 */
export function exportFileName(file: NamedFile): string {
  const extension = EXTENSION_OF[file.contentType] ?? '';
  const safe = withExtension(safeFileName(file.originalName ?? '') || 'file', extension);
  return `files/${FOLDER_OF[file.purpose]}/${file.id.slice(0, 8)}-${safe}`;
}

/**
 * Images are stored re-encoded (a PNG upload may be kept as WebP): the name takes the stored type's
 * extension, so the file opens with the right program.
 */
function withExtension(name: string, extension: string): string {
  const lower = name.toLowerCase();
  if (!extension || lower.endsWith(extension) || (extension === '.jpg' && lower.endsWith('.jpeg'))) return name;
  const dot = name.lastIndexOf('.');
  const base = dot > 0 && name.length - dot <= 6 ? name.slice(0, dot) : name;
  return `${base.slice(0, 100 - extension.length)}${extension}`;
}

export function safeFileName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}._ -]+/gu, '_')
    .replace(/\s+/g, ' ')
    .replace(/_+/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (cleaned.length <= 100) return cleaned;
  // Keep the extension of a long name.
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 100 - extension.length) + extension;
}
