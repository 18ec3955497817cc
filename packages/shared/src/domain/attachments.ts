const VIDEO_SUFFIXES = ['.mp4', '.mov'] as const;

/** Spec §2/§9: an attachment whose address ends in .mp4 or .mov plays as a video. */
export function isVideoAttachment(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0]?.toLowerCase() ?? '';
  return VIDEO_SUFFIXES.some((suffix) => path.endsWith(suffix));
}
