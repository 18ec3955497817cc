import { isVideoAttachment, type MessageAttachment } from '@equicreators/shared';

export type MessageAttachmentsProps = { attachments: readonly MessageAttachment[] };

/**
 * Spec §2: .mp4 and .mov play in a video player (seekable: the server answers Range requests);
 * anything else is a thumbnail opening the full image in a new tab. The signed address need not
 * end with the file's suffix, so the server's `kind` and the file name decide as well.
 */
export function MessageAttachments({ attachments }: MessageAttachmentsProps) {
  if (attachments.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Attachments">
      {attachments.map((attachment) => (
        <li key={attachment.url} className="max-w-full">
          {isVideo(attachment) ? (
            <video
              controls
              preload="metadata"
              src={attachment.url}
              className="max-h-64 w-full max-w-sm rounded-lg bg-brand-950"
              aria-label={`Video ${attachment.name}`}
            >
              <a href={attachment.url} target="_blank" rel="noopener">
                {attachment.name}
              </a>
            </video>
          ) : (
            <a
              href={attachment.url}
              target="_blank"
              rel="noopener"
              className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
              title={`Open ${attachment.name} in a new tab`}
            >
              <img
                src={attachment.thumbnailUrl ?? attachment.url}
                alt={attachment.name}
                loading="lazy"
                className="h-32 w-32 rounded-lg border border-line object-cover"
              />
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

function isVideo(attachment: MessageAttachment): boolean {
  return attachment.kind === 'video' || isVideoAttachment(attachment.url) || isVideoAttachment(attachment.name);
}
