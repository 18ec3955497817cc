import type { MessageResponse } from '@equicreators/shared';
import { apiRequest } from '@/lib/http/api-client';
import type { IslandOptions } from './island-names';
import { invalidEmailMessage, subscribeFailureMessage } from './subscribe-messages';

const ERROR_CLASSES = 'text-sm text-saddle-200';

/**
 * The footer's subscribe form (spec §2; DECISIONS: the address is stored once and a toast
 * confirms). It is on every page, so it relies on the browser's e-mail check and the server's. Its
 * fieldset is rendered disabled: until this script runs, a click would submit the form natively
 * and reload the page. An error appears below the field as an alert, as it did in the app.
 */
export function mountSubscribeForm(form: HTMLElement, options: IslandOptions): () => void {
  const fieldset = form.querySelector('fieldset');
  const input = form.querySelector<HTMLInputElement>('input[name="email"]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!(form instanceof HTMLFormElement) || !fieldset || !input || !submit) return () => undefined;
  const errorId = `${input.id}-error`;

  const showError = (message: string | null) => {
    document.getElementById(errorId)?.remove();
    input.setAttribute('aria-invalid', String(Boolean(message)));
    if (!message) {
      input.removeAttribute('aria-describedby');
      return;
    }
    const error = document.createElement('p');
    error.id = errorId;
    error.setAttribute('role', 'alert');
    error.className = ERROR_CLASSES;
    error.textContent = message;
    form.append(error);
    input.setAttribute('aria-describedby', errorId);
  };

  const send = async () => {
    showError(null);
    submit.disabled = true;
    try {
      // Our own server's answer (MessageResponseSchema); not parsed, to keep zod off these pages.
      const answer = (await apiRequest('/newsletter', {
        method: 'POST',
        body: { email: input.value },
      })) as MessageResponse;
      options.showToast(answer.message);
      form.reset();
    } catch (failure) {
      showError(subscribeFailureMessage(failure));
    } finally {
      submit.disabled = false;
    }
  };

  const handleSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (submit.disabled) return;
    if (!input.checkValidity()) {
      showError(invalidEmailMessage(input.value));
      input.focus();
      return;
    }
    void send();
  };

  form.addEventListener('submit', handleSubmit);
  fieldset.disabled = false;
  return () => {
    form.removeEventListener('submit', handleSubmit);
    fieldset.disabled = true;
  };
}
