import type { ContactMessage } from '@equicreators/shared';
import type { ContactMessageRow } from './contact-messages.repository.ts';

export function presentContactMessage(message: ContactMessageRow): ContactMessage {
  return {
    _id: message.id,
    firstName: message.firstName,
    lastName: message.lastName,
    email: message.email,
    message: message.message,
    createdAt: message.createdAt.toISOString(),
  };
}
