import { UI_TIMINGS } from '@equicreators/shared';

// The look of the app's toasts (sonner with rich colours and a close button, app/lazy-toaster.tsx),
// top-right, so a reading page confirms as the app does without loading React for it. The colours,
// radius and shadow are the toast tokens of styles/index.css that sonner is given too; the sizes
// below are sonner's layout (its 356 px width, 14 px gap, 16 px padding, 13 px text).
const REGION_CLASSES =
  'pointer-events-none fixed top-4 right-4 left-4 z-[1000] m-0 flex list-none flex-col gap-3.5 p-0 sm:top-6 sm:right-6 sm:left-auto sm:w-[356px]';
const TOAST_CLASSES =
  'pointer-events-auto relative flex items-center gap-1.5 rounded-toast border border-toast-success-border bg-toast-success-bg p-4 text-[13px] text-toast-success shadow-[var(--shadow-toast)] transition-[opacity,translate] duration-400';
const HIDDEN_CLASSES = ['-translate-y-full', 'opacity-0'];
const CLOSE_CLASSES =
  'absolute top-0 left-0 flex size-5 -translate-x-[35%] -translate-y-[35%] cursor-pointer items-center justify-center rounded-full border border-toast-success-border bg-toast-success-bg p-0 hover:bg-white';
const SUCCESS_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20" fill="currentColor" width="20" height="20" aria-hidden="true"><path fill-rule="evenodd" d="M10 18a8 8 0 100-16 8 8 0 000 16zm3.857-9.809a.75.75 0 00-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 10-1.06 1.061l2.5 2.5a.75.75 0 001.137-.089l4-5.5z" clip-rule="evenodd"/></svg>';
const CLOSE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="12" height="12" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><line x1="18" y1="6" x2="6" y2="18"/><line x1="6" y1="6" x2="18" y2="18"/></svg>';
const LEAVE_MS = 400;

let region: HTMLOListElement | null = null;

/** The live region toasts appear in, made once; a screen reader reads each toast added to it. */
function toastRegion(): HTMLOListElement {
  if (region?.isConnected) return region;
  const section = document.createElement('section');
  section.setAttribute('aria-label', 'Notifications');
  section.setAttribute('aria-live', 'polite');
  region = document.createElement('ol');
  region.className = REGION_CLASSES;
  section.append(region);
  document.body.append(section);
  return region;
}

/** A success toast for the spec's 2 seconds (§9), with a close button. */
export function showPageToast(message: string): void {
  const toast = document.createElement('li');
  toast.setAttribute('role', 'status');
  toast.className = TOAST_CLASSES;
  toast.classList.add(...HIDDEN_CLASSES);
  const icon = document.createElement('span');
  icon.className = 'flex size-4 shrink-0 items-center justify-start -ml-[3px] mr-1';
  icon.innerHTML = SUCCESS_ICON;
  const text = document.createElement('span');
  text.className = 'font-medium leading-normal';
  text.textContent = message;
  const close = document.createElement('button');
  close.type = 'button';
  close.className = CLOSE_CLASSES;
  close.setAttribute('aria-label', 'Close toast');
  close.innerHTML = CLOSE_ICON;
  toast.append(close, icon, text);

  const dismiss = () => {
    window.clearTimeout(timer);
    toast.classList.add(...HIDDEN_CLASSES);
    window.setTimeout(() => toast.remove(), LEAVE_MS);
  };
  close.addEventListener('click', dismiss);
  const timer = window.setTimeout(dismiss, UI_TIMINGS.toastSuccessMs);
  toastRegion().prepend(toast);
  // Shown from the next frame, so it slides in as the app's toasts do.
  window.requestAnimationFrame(() => window.requestAnimationFrame(() => toast.classList.remove(...HIDDEN_CLASSES)));
}
