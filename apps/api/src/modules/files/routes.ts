import { z } from 'zod';
import { uploadedSchema } from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { success } from '../../lib/route-schemas.ts';
import { displayQuery, imageIdParam, imageReply, sendImage } from './send-image.ts';

const imageIdParams = z.object({ id: imageIdParam });

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
    summary:
      'Upload a vehicle or hand-over photo (JPEG or PNG, at most 5 MB, multipart part "file")',
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
    fileReply: imageReply,
    handler: async (request, reply) =>
      sendImage(request, reply, await files.display(request.params.id, request.query.width)),
  });

  routes.admin.delete('/files/:id', {
    summary: 'Delete an image',
    params: imageIdParams,
    successMessage: 'The image has been deleted.',
    handler: async (request) => files.delete(request.params.id),
  });
});
