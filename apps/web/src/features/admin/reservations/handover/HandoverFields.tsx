import { MAX_ODOMETER } from '@keyturn/shared';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { GridField } from '../../../../components/GridField.tsx';
import { WholeNumberField } from '../../components/WholeNumberField.tsx';
import { FuelField } from './FuelField.tsx';
import { PhotosField } from './PhotosField.tsx';
import type { PhotoUploads } from './use-photo-uploads.ts';

interface HandoverFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  uploads: PhotoUploads;
  /** What the odometer is compared with, said under it. */
  odometerHint: string;
}

/** What both ends of a trip record: the odometer, the fuel, photos and the office's notes. */
export function HandoverFields<T extends FieldValues>({
  form,
  uploads,
  odometerHint,
}: HandoverFieldsProps<T>) {
  const name = (field: string) => field as Path<T>;
  return (
    <>
      <WholeNumberField
        form={form}
        name={name('odometer')}
        label="Odometer (mi)"
        bounds={{ min: 0, max: MAX_ODOMETER }}
        hint={odometerHint}
      />
      <div className="col-12">
        <FuelField form={form} name={name('fuelEighths')} />
      </div>
      <div className="col-12">
        <PhotosField uploads={uploads} />
      </div>
      <GridField
        xs={12}
        form={form}
        name={name('notes')}
        label="Notes for the office (optional)"
        as="textarea"
        rows={3}
        maxLength={1000}
        placeholder="Not shown to the customer"
      />
    </>
  );
}
