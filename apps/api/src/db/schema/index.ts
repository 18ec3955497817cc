export * from './accounts.ts';
export * from './files.ts';
export * from './profiles.ts';
export * from './campaigns.ts';
export * from './messages.ts';
export * from './auth.ts';
export * from './site.ts';
export * from './mail.ts';
