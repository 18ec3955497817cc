import { isVideoAttachment, type MessageAttachment } from '@equicreators/shared';
import { useRef } from 'react';
import { useSignedSource } from '@/lib/upload/use-signed-source';

export type MessageAttachmentsProps = {
  attachments: readonly MessageAttachment[];
  /** Every address shown has lapsed: the list's owner fetches fresh ones (its thread, its work panel). */
  onNeedAddresses: () => void;
};

/**
 * Spec §2: .mp4 and .mov play in a video player (seekable: the server answers Range requests);
 * anything else is a thumbnail opening the full image in a new tab. The signed address need not
 * end with the file's suffix, so the server's `kind` and the file name decide as well. Addresses
 * change every few minutes (decision 014), so an item is keyed by its file's path, not its address.
 */
export function MessageAttachments({ attachments, onNeedAddresses }: MessageAttachmentsProps) {
  if (attachments.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Attachments">
      {attachments.map((attachment) => (
        <li key={pathOf(attachment.url)} className="max-w-full">
          {isVideo(attachment) ? (
            <AttachmentVideo attachment={attachment} onNeedAddresses={onNeedAddresses} />
          ) : (
            <AttachmentImage attachment={attachment} onNeedAddresses={onNeedAddresses} />
          )}
        </li>
      ))}
    </ul>
  );
}

type AttachmentProps = { attachment: MessageAttachment; onNeedAddresses: () => void };

function AttachmentVideo({ attachment, onNeedAddresses }: AttachmentProps) {
  const { source, handleError } = useSignedSource(attachment.url, onNeedAddresses);
  const video = useRef<HTMLVideoElement>(null);
  // Where playback was when the address lapsed (a seek then asks for bytes it no longer grants).
  const resumeAt = useRef(0);
  const handleVideoError = () => {
    resumeAt.current = video.current?.currentTime ?? 0;
    handleError();
  };
  const handleLoadedMetadata = () => {
    if (video.current && resumeAt.current > 0) video.current.currentTime = resumeAt.current;
    resumeAt.current = 0;
  };
  return (
    <video
      ref={video}
      controls
      preload="metadata"
      src={source}
      onError={handleVideoError}
      onLoadedMetadata={handleLoadedMetadata}
      className="max-h-64 w-full max-w-sm rounded-lg bg-brand-950"
      aria-label={`Video ${attachment.name}`}
    >
      <a href={attachment.url} target="_blank" rel="noopener">
        {attachment.name}
      </a>
    </video>
  );
}

function AttachmentImage({ attachment, onNeedAddresses }: AttachmentProps) {
  const { source, handleError } = useSignedSource(attachment.thumbnailUrl ?? attachment.url, onNeedAddresses);
  return (
    <a
      href={attachment.url}
      target="_blank"
      rel="noopener"
      className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-500"
      title={`Open ${attachment.name} in a new tab`}
    >
      <img
        src={source}
        alt={attachment.name}
        loading="lazy"
        onError={handleError}
        className="h-32 w-32 rounded-lg border border-line object-cover"
      />
    </a>
  );
}

function isVideo(attachment: MessageAttachment): boolean {
  return attachment.kind === 'video' || isVideoAttachment(attachment.url) || isVideoAttachment(attachment.name);
}

/** The address without its signature and expiry: the same for every address of one file. */
function pathOf(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}
