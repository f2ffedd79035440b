import { z } from 'zod';
import { emailField, lengthText } from './fields.ts';
import { CONTACT_MESSAGE_PAGE_DEFAULTS } from './list-defaults.ts';
import { pageQuerySchema } from './paging.ts';
import { searchWordsField } from './search-words.ts';

export const contactMessageSchema = z.object({
  name: lengthText('Name', 'Please enter your name', 2, 50),
  email: emailField,
  subject: lengthText('Subject', 'Please enter a subject', 5, 50),
  body: lengthText('Message', 'Please enter your message', 20, 200, { multiline: true }),
});
export type ContactMessageRequest = z.infer<typeof contactMessageSchema>;

export const contactMessageResponseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageResponseSchema>;

/** The office's inbox, optionally narrowed to the messages holding every word of `search`. */
export const contactMessagePageQuerySchema = pageQuerySchema(CONTACT_MESSAGE_PAGE_DEFAULTS).extend({
  search: searchWordsField(
    'Search',
    "Words that each appear in the sender's name or email, the subject or the message",
  ),
});
export type ContactMessagePageQuery = z.infer<typeof contactMessagePageQuerySchema>;
