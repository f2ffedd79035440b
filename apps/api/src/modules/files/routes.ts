import { z } from 'zod';
import {
  ACCEPTED_IMAGE_TYPES,
  IMAGE_WIDTHS,
  uploadedSchema,
  type ImageWidth,
} from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { success } from '../../lib/route-schemas.ts';

const imageIdParams = z.object({ id: z.string().max(64, 'Image not found.') });
const WIDTH_TEXTS = IMAGE_WIDTHS.map(String) as [string, ...string[]];
/** No width is the uploaded file itself; a width is one of the few variants there are. */
const displayQuery = z.object({
  width: z
    .enum(WIDTH_TEXTS, { error: `Width must be one of: ${WIDTH_TEXTS.join(', ')}` })
    .transform((width) => Number(width) as ImageWidth)
    .optional(),
});
/** Ids never change content, so browsers and proxies may keep an image for a year. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** What busboy throws, without a code, for a body that is not well-formed multipart. */
const MALFORMED_MULTIPART = /^(Multipart: |Unexpected end of|Malformed part header)/;

/** A malformed multipart body is the client's mistake (400), not a fault of ours. */
async function readingMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof Error && MALFORMED_MULTIPART.test(error.message)) {
      throw badRequest('Please send the image as multipart/form-data.');
    }
    throw error;
  }
}

export const fileRoutes = routeModule('Files', (routes, ctx) => {
  const { files } = ctx.services;

  routes.admin.post('/files/upload', {
    summary: 'Upload a vehicle image (JPEG or PNG, at most 5 MB, multipart part "file")',
    multipart: z.object({
      file: z.file().meta({ description: 'The image: JPEG or PNG, at most 5 MB' }),
    }),
    replies: { 200: uploadedSchema },
    handler: async (request) => {
      const bytes = await readingMultipart(async () => {
        const part = await request.file();
        if (!part) throw badRequest('Please choose an image to upload.');
        if (part.fieldname !== 'file') throw badRequest('Send the image in a part named "file".');
        return part.toBuffer();
      });
      const imageId = await files.store(bytes);
      return { ...success('The image has been uploaded.'), imageId };
    },
  });

  routes.public.get('/files/display/:id', {
    summary:
      'An image as uploaded, with its real content type; with a width, resized to it as WebP',
    params: imageIdParams,
    querystring: displayQuery,
    fileReply: {
      description: 'The image as uploaded (JPEG or PNG); with a width, its WebP variant',
      contentTypes: [...ACCEPTED_IMAGE_TYPES, 'image/webp'],
      notModified: 'The image is the one the If-None-Match header names (images never change)',
    },
    handler: async (request, reply) => {
      const image = await files.display(request.params.id, request.query.width);
      const { etag } = image;
      void reply.header('ETag', etag).header('Cache-Control', IMMUTABLE_CACHE);
      const validators = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
      if (validators?.some((tag) => tag === etag || tag === '*')) return reply.status(304).send();
      return reply.type(image.contentType).send(image.data);
    },
  });

  routes.admin.delete('/files/:id', {
    summary: 'Delete an image',
    params: imageIdParams,
    successMessage: 'The image has been deleted.',
    handler: async (request) => files.delete(request.params.id),
  });
});
