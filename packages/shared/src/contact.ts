import { z } from 'zod';
import { emailField, lengthText } from './fields.ts';

export const contactMessageSchema = z.object({
  name: lengthText('Please enter your name', 'Name', 2, 50),
  email: emailField,
  subject: lengthText('Please enter a subject', 'Subject', 5, 50),
  body: lengthText('Please enter your message', 'Message', 20, 200),
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
