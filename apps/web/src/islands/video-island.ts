/**
 * The home page's 'How it works' video: the player (a third-party frame) loads only when the
 * visitor asks for it, in place of the play button. The button carries the player's address and
 * title, and is rendered disabled until this script runs.
 */
export function mountVideo(button: HTMLElement): () => void {
  const { videoSrc, videoTitle } = button.dataset;
  if (!(button instanceof HTMLButtonElement) || !videoSrc) return () => undefined;

  const handleClick = () => {
    const frame = document.createElement('iframe');
    frame.src = videoSrc;
    frame.title = videoTitle ?? '';
    frame.allow = 'autoplay; encrypted-media; picture-in-picture';
    frame.allowFullscreen = true;
    frame.className = 'size-full';
    button.replaceWith(frame);
  };

  button.addEventListener('click', handleClick);
  button.disabled = false;
  return () => {
    button.removeEventListener('click', handleClick);
    button.disabled = true;
  };
}
