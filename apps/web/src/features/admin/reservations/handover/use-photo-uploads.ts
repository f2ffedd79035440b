import { MAX_HANDOVER_PHOTOS } from '@keyturn/shared';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../../lib/api.ts';
import { deleteImage, imageProblem, uploadImage } from '../../vehicles/index.ts';

export interface PhotoUpload {
  key: number;
  name: string;
  /** The chosen file shown from memory, before and after it is uploaded. */
  preview: string;
  state: 'uploading' | 'ready' | 'failed';
  imageId?: string;
  problem?: string;
}

export interface PhotoUploads {
  photos: readonly PhotoUpload[];
  /** The uploaded photos' ids, in the order they were added: what the request lists. */
  ids: string[];
  /** Whether a photo is still on its way: the form waits for it. */
  busy: boolean;
  /** Why some files were not taken (more than the limit), or null. */
  notice: string | null;
  add(files: readonly File[]): void;
  remove(key: number): void;
}

/**
 * The hand-over's photos, each uploaded as soon as it is chosen (the vehicles' upload path:
 * the server checks the content and removes EXIF), so the form sends only their ids.
 */
export function usePhotoUploads(): PhotoUploads {
  const [photos, setPhotos] = useState<PhotoUpload[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const nextKey = useRef(0);
  const previews = useRef(new Set<string>());

  // The previews are let go with the form.
  useEffect(() => {
    const held = previews.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const update = (key: number, change: Partial<PhotoUpload>) =>
    setPhotos((current) =>
      current.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)),
    );

  const upload = async (key: number, file: File) => {
    const problem = await imageProblem(file);
    if (problem) return update(key, { state: 'failed', problem });
    try {
      update(key, { state: 'ready', imageId: await uploadImage(file) });
    } catch (failure) {
      update(key, {
        state: 'failed',
        problem: errorMessage(failure, 'The photo could not be uploaded.'),
      });
    }
  };

  const add = (files: readonly File[]) => {
    const room = MAX_HANDOVER_PHOTOS - photos.length;
    const taken = files.slice(0, Math.max(room, 0));
    setNotice(
      taken.length < files.length
        ? `Up to ${MAX_HANDOVER_PHOTOS} photos can be kept; the others were left out.`
        : null,
    );
    const added = taken.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      nextKey.current += 1;
      return { key: nextKey.current, name: file.name, preview, state: 'uploading' as const, file };
    });
    setPhotos((current) => [...current, ...added.map(({ file: _file, ...photo }) => photo)]);
    for (const { key, file } of added) void upload(key, file);
  };

  const remove = (key: number) => {
    const photo = photos.find((candidate) => candidate.key === key);
    if (!photo) return;
    // An upload not yet kept with a record is only clutter on the server: it is deleted, and if
    // that fails nothing is lost, since no record names it.
    if (photo.imageId) void deleteImage(photo.imageId).catch(() => undefined);
    URL.revokeObjectURL(photo.preview);
    previews.current.delete(photo.preview);
    setNotice(null);
    setPhotos((current) => current.filter((candidate) => candidate.key !== key));
  };

  return {
    photos,
    ids: photos.flatMap((photo) =>
      photo.state === 'ready' && photo.imageId ? [photo.imageId] : [],
    ),
    busy: photos.some((photo) => photo.state === 'uploading'),
    notice,
    add,
    remove,
  };
}
