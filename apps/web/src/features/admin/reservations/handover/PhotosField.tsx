import { MAX_HANDOVER_PHOTOS } from '@keyturn/shared';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import BootstrapSpinner from 'react-bootstrap/Spinner';
import { BsXLg } from 'react-icons/bs';
import { IMAGE_ACCEPT } from '../../vehicles/index.ts';
import type { PhotoUploads } from './use-photo-uploads.ts';

/** Photos of the car's sides: chosen (or taken, on a phone), shown as thumbnails, removable. */
export function PhotosField({ uploads }: { uploads: PhotoUploads }) {
  const { photos, notice, add, remove } = uploads;
  const full = photos.length >= MAX_HANDOVER_PHOTOS;
  return (
    <Form.Group>
      <Form.Label htmlFor="field-photos">Photos</Form.Label>
      <Form.Control
        id="field-photos"
        type="file"
        accept={IMAGE_ACCEPT}
        multiple
        disabled={full}
        aria-describedby="field-photos-hint"
        onChange={(event) => {
          const input = event.target as HTMLInputElement;
          add(Array.from(input.files ?? []));
          // The same file may be chosen again after it was removed.
          input.value = '';
        }}
      />
      <Form.Text id="field-photos-hint" className="d-block">
        {full
          ? `That is ${MAX_HANDOVER_PHOTOS} photos, the most a record keeps.`
          : `Up to ${MAX_HANDOVER_PHOTOS} photos, JPEG or PNG, at most 5 MB each.`}
      </Form.Text>
      {notice && <p className="form-text text-danger mb-0">{notice}</p>}
      {photos.length > 0 && (
        <ul className="photo-uploads" aria-label="Chosen photos">
          {photos.map((photo, index) => (
            <li key={photo.key} className="photo-upload">
              <img src={photo.preview} alt={`Photo ${index + 1}: ${photo.name}`} />
              {photo.state === 'uploading' && (
                <span className="photo-upload-state">
                  <BootstrapSpinner animation="border" size="sm" aria-hidden="true" />
                  <span className="visually-hidden">Uploading</span>
                </span>
              )}
              {photo.problem && <p className="photo-upload-problem">{photo.problem}</p>}
              <Button
                variant="light"
                className="photo-upload-remove"
                aria-label={`Remove photo ${index + 1}`}
                onClick={() => remove(photo.key)}
              >
                <BsXLg aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Form.Group>
  );
}
