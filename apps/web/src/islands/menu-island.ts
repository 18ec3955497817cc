/**
 * The phone menu button (spec §2: a mobile menu that toggles open and closed). It controls the
 * panel its aria-controls names; Escape closes it, and so does choosing a link in it. The button is
 * rendered disabled, so a tap before this script runs is visibly refused rather than lost.
 */
export function mountMenu(button: HTMLElement): () => void {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!(button instanceof HTMLButtonElement) || !panel) return () => undefined;
  const openIcon = button.querySelector('[data-menu-icon="open"]');
  const closeIcon = button.querySelector('[data-menu-icon="close"]');

  const setOpen = (isOpen: boolean) => {
    panel.hidden = !isOpen;
    button.setAttribute('aria-expanded', String(isOpen));
    button.setAttribute('aria-label', isOpen ? 'Close menu' : 'Open menu');
    // A class, not the hidden attribute, which SVG elements do not know.
    openIcon?.classList.toggle('hidden', isOpen);
    closeIcon?.classList.toggle('hidden', !isOpen);
  };
  const isOpen = () => !panel.hasAttribute('hidden');
  const handleClick = () => setOpen(!isOpen());
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen()) setOpen(false);
  };
  // A link in the menu leads to another page; the menu is closed if the visitor comes back to this one.
  const handlePanelClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  button.addEventListener('click', handleClick);
  window.addEventListener('keydown', handleKeyDown);
  panel.addEventListener('click', handlePanelClick);
  button.disabled = false;
  return () => {
    button.removeEventListener('click', handleClick);
    window.removeEventListener('keydown', handleKeyDown);
    panel.removeEventListener('click', handlePanelClick);
    button.disabled = true;
  };
}
