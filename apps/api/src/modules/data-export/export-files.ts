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
  const safe = safeFileName(file.originalName ?? '') || `file${EXTENSION_OF[file.contentType] ?? ''}`;
  return `files/${FOLDER_OF[file.purpose]}/${file.id.slice(0, 8)}-${safe}`;
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
