/**
 * A failure of a command (the command line's, or one the admin channel runs for it) whose message
 * is all the user needs: bad arguments, an unknown e-mail… Anything else keeps its stack.
 */
export class CommandError extends Error {
  override name = 'CommandError';
}
