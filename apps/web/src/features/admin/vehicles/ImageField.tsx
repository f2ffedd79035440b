import type { Vehicle } from '@keyturn/shared';
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { BsImage } from 'react-icons/bs';
import { VehicleImage } from '../../../components/VehicleImage.tsx';
import { IMAGE_ACCEPT } from './vehicle-form.ts';

interface ImageFieldProps {
  /** The saved vehicle, whose photo shows until another file is chosen. */
  vehicle?: Pick<Vehicle, 'model' | 'image'>;
  file: File | null;
  error: string | null;
  /** Whether the error is shown already (on a new vehicle, from the start). */
  showError: boolean;
  disabled: boolean;
  onChange: (file: File | null) => void;
}

const PREVIEW_WIDTH = 480;
const PREVIEW_HEIGHT = 300;

/** The vehicle photo: a file input for JPEG or PNG with a preview of what will be saved. */
export function ImageField({
  vehicle,
  file,
  error,
  showError,
  disabled,
  onChange,
}: ImageFieldProps) {
  const [preview, setPreview] = useState<string | null>(null);
  // Each preview URL is let go once another replaces it or the form goes away.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const choose = (chosen: File | null) => {
    setPreview(chosen ? URL.createObjectURL(chosen) : null);
    onChange(chosen);
  };
  // After a save the parent lets go of the file; the saved photo shows again, as it does
  // instead of a file that is no picture.
  const shownPreview = file && error === null ? preview : null;

  const invalid = showError && error !== null;
  return (
    <Form.Group className="image-field">
      {disabled ? (
        <p className="form-label mb-2">Image</p>
      ) : (
        <Form.Label htmlFor="field-image">Image</Form.Label>
      )}
      <div className="image-preview">
        {shownPreview ? (
          <img
            src={shownPreview}
            alt="Preview of the chosen image"
            width={PREVIEW_WIDTH}
            height={PREVIEW_HEIGHT}
          />
        ) : vehicle && vehicle.image.length > 0 ? (
          <VehicleImage
            vehicle={vehicle}
            width={PREVIEW_WIDTH}
            height={PREVIEW_HEIGHT}
            priority="largest"
          />
        ) : (
          <div className="image-preview-empty">
            <BsImage aria-hidden="true" />
            <span>No image yet</span>
          </div>
        )}
      </div>
      {!disabled && (
        <Form.Control
          id="field-image"
          type="file"
          accept={IMAGE_ACCEPT}
          isInvalid={invalid}
          isValid={file !== null && error === null}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'field-image-error' : 'field-image-help'}
          onChange={(event) => {
            const input = event.target as HTMLInputElement;
            choose(input.files?.[0] ?? null);
          }}
        />
      )}
      {invalid ? (
        <Form.Control.Feedback type="invalid" id="field-image-error" className="d-block">
          {error}
        </Form.Control.Feedback>
      ) : (
        !disabled && (
          <Form.Text id="field-image-help" className="d-block">
            JPEG or PNG, at most 5 MB.
          </Form.Text>
        )
      )}
    </Form.Group>
  );
}
