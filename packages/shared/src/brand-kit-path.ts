/**
 * A creator's media kit in a logged-in brand's own frame, with Save and Invite (issue 46). A module
 * without imports: the media kit page's small script reads it.
 */
export const brandKitPath = (handle: string): string => `/brands/kit/${encodeURIComponent(handle)}`;
