// The rule lives in the shared package: the admin form judges a chosen file with it before
// uploading, and the server, the authority, judges every upload with it here.
export { imageTypeOfBytes as detectImageType, type ImageType } from '@keyturn/shared';
