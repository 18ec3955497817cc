/** What the login page says when a login fails for a reason the server did not name. */
export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';
