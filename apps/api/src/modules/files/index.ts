/** Uploaded images: a vehicle's attached ones, and serving one as the image routes do. */
export { attachImage, deleteImagesOfVehicleExcept, findImageOwner } from './repository.ts';
export { displayQuery, imageIdParam, imageReply, sendImage } from './send-image.ts';
export {
  IMAGE_NOT_FOUND_MESSAGE,
  assertImageId,
  type FileService,
  type ServedImage,
} from './service.ts';
