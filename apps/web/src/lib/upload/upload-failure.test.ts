import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-client';
import { routeUploadFailure } from './upload-failure';

function handlers() {
  return { onFields: vi.fn(), onFileRefused: vi.fn(), onOther: vi.fn() };
}

describe('routeUploadFailure', () => {
  it('does nothing for a 401, which has already sent the browser to /login', () => {
    const routed = handlers();
    routeUploadFailure(new ApiError('Session ended', 401, 'UNAUTHENTICATED', [{ field: 'bio', message: 'x' }]), routed);
    expect(routed.onFields).not.toHaveBeenCalled();
    expect(routed.onFileRefused).not.toHaveBeenCalled();
    expect(routed.onOther).not.toHaveBeenCalled();
  });

  it('hands field issues to the fields', () => {
    const routed = handlers();
    const issues = [{ field: 'bio', message: 'Too long' }];
    routeUploadFailure(new ApiError('Invalid', 400, 'VALIDATION_FAILED', issues), routed);
    expect(routed.onFields).toHaveBeenCalledWith(issues);
    expect(routed.onOther).not.toHaveBeenCalled();
  });

  it('puts a file the server refused while streaming beside the files', () => {
    for (const code of ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'] as const) {
      const routed = handlers();
      routeUploadFailure(new ApiError('Too big', 413, code), routed);
      expect(routed.onFileRefused).toHaveBeenCalledWith('Too big');
    }
  });

  it('gives anything else the server sentence, or a plain one for a non-API failure', () => {
    const routed = handlers();
    routeUploadFailure(new ApiError('Campaign closed', 409, 'CONFLICT'), routed);
    routeUploadFailure(new TypeError('boom'), routed);
    expect(routed.onOther.mock.calls).toEqual([['Campaign closed'], ['Something went wrong. Please try again.']]);
  });
});
