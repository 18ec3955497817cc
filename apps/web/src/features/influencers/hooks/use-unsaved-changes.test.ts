import { describe, expect, it } from 'vitest';
import { shouldAskBeforeLeaving } from './use-unsaved-changes';

const EDIT = { pathname: '/influencers/profile/edit' };
const PROFILE = { pathname: '/influencers/profile' };

describe('shouldAskBeforeLeaving', () => {
  it('asks when changes are not saved and the page would change', () => {
    expect(
      shouldAskBeforeLeaving({
        hasUnsavedChanges: true,
        isLeaveAllowed: false,
        currentLocation: EDIT,
        nextLocation: PROFILE,
      }),
    ).toBe(true);
  });

  it('lets the way out after a successful save through', () => {
    expect(
      shouldAskBeforeLeaving({
        hasUnsavedChanges: true,
        isLeaveAllowed: true,
        currentLocation: EDIT,
        nextLocation: PROFILE,
      }),
    ).toBe(false);
  });

  it('never asks without changes, nor for a change of the query string alone', () => {
    expect(
      shouldAskBeforeLeaving({
        hasUnsavedChanges: false,
        isLeaveAllowed: false,
        currentLocation: EDIT,
        nextLocation: PROFILE,
      }),
    ).toBe(false);
    expect(
      shouldAskBeforeLeaving({
        hasUnsavedChanges: true,
        isLeaveAllowed: false,
        currentLocation: EDIT,
        nextLocation: EDIT,
      }),
    ).toBe(false);
  });
});
