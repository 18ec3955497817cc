import { SMTPServer } from 'smtp-server';

let sink: Promise<string> | null = null;

/**
 * The address of a local SMTP server that takes every e-mail and keeps none, for the production
 * servers the scripts measure (production refuses to start without SMTP_URL). One per script
 * process, started on first use; it never keeps the script alive.
 */
export function mailSinkUrl(): Promise<string> {
  sink ??= new Promise((resolve, reject) => {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        stream.on('end', () => callback());
        stream.resume();
      },
    });
    const listener = server.listen(0, '127.0.0.1', () => {
      const address = listener.address();
      listener.unref();
      resolve(`smtp://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}`);
    });
    listener.once('error', reject);
  });
  return sink;
}
