import { z } from 'zod';
import { emailField, lengthText } from './fields.ts';

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
