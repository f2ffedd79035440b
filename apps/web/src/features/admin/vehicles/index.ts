export { deleteImage, uploadImage } from './api.ts';
export { IMAGE_ACCEPT, imageProblem } from './vehicle-form.ts';
