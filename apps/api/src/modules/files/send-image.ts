import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ACCEPTED_IMAGE_TYPES, IMAGE_WIDTHS, type ImageWidth } from '@keyturn/shared';
import type { FileReply } from '../../lib/api-routes.ts';
import type { ServedImage } from './service.ts';

export const imageIdParam = z.string().max(64, 'Image not found.');
const WIDTH_TEXTS = IMAGE_WIDTHS.map(String) as [string, ...string[]];
/** No width is the uploaded file itself; a width is one of the few variants there are. */
export const displayQuery = z.object({
  width: z
    .enum(WIDTH_TEXTS, { error: `Width must be one of: ${WIDTH_TEXTS.join(', ')}` })
    .transform((width) => Number(width) as ImageWidth)
    .optional(),
});

/** How the API document describes an image's answer. */
export const imageReply: FileReply = {
  description: 'The image as uploaded (JPEG or PNG); with a width, its WebP variant',
  contentTypes: [...ACCEPTED_IMAGE_TYPES, 'image/webp'],
  notModified: 'The image is the one the If-None-Match header names (images never change)',
};

/**
 * Ids never change content, so browsers and proxies may keep a public image for a year; a
 * private one (a hand-over's photo) only the browser that was allowed to see it.
 */
const CACHE_CONTROL = {
  public: 'public, max-age=31536000, immutable',
  private: 'private, max-age=31536000, immutable',
};

/** Sends the image with its validator, or 304 when the client holds it already. */
export function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  image: ServedImage,
  audience: keyof typeof CACHE_CONTROL = 'public',
) {
  const { etag } = image;
  void reply.header('ETag', etag).header('Cache-Control', CACHE_CONTROL[audience]);
  const validators = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
  if (validators?.some((tag) => tag === etag || tag === '*')) return reply.status(304).send();
  return reply.type(image.contentType).send(image.data);
}
