import { describe, expect, it } from 'vitest';
import { ApiError, networkError } from '@/lib/http/api-client';
import { invalidEmailMessage, subscribeFailureMessage } from './subscribe-messages';

describe('the subscribe form', () => {
  it('asks for an address when the field is empty, and for a valid one otherwise', () => {
    expect(invalidEmailMessage('  ')).toBe('Enter your e-mail address');
    expect(invalidEmailMessage('not-an-address')).toBe('Enter a valid e-mail address');
  });

  it("says the server's word on the field first, then on the request", () => {
    const refused = new ApiError('Check the form.', 400, 'VALIDATION_FAILED', [
      { field: 'email', message: 'This address cannot receive mail' },
    ]);
    expect(subscribeFailureMessage(refused)).toBe('This address cannot receive mail');
    expect(subscribeFailureMessage(new ApiError('Too many requests.', 429, 'RATE_LIMITED'))).toBe('Too many requests.');
    expect(subscribeFailureMessage(networkError())).toBe(networkError().message);
    expect(subscribeFailureMessage(new TypeError('boom'))).toBe('Please try again.');
  });
});
