import {
  BUILT_IN_VEHICLE_MESSAGE,
  FUEL_TYPES,
  PLATE_NUMBER_LENGTH,
  TRANSMISSIONS,
  VEHICLE_COUNT_BOUNDS,
  type OfficeVehicle,
} from '@keyturn/shared';
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { BsShieldLock } from 'react-icons/bs';
import { useNavigate, useParams } from 'react-router';
import { GridField } from '../../../components/GridField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { useJudgedForm } from '../../../lib/forms.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { AdminNotice } from '../components/AdminNotice.tsx';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { RecordFormActions } from '../components/RecordFormActions.tsx';
import { RecordPage } from '../components/RecordPage.tsx';
import { showFieldRefusals } from '../../../lib/field-refusals.ts';
import { formResolver } from '../lib/form-resolver.ts';
import { toastFailure } from '../lib/notify.ts';
import { useSaveVehicle, vehicleRecord } from './queries.ts';
import { ImageField } from './ImageField.tsx';
import { PricesFieldset } from './PricesFieldset.tsx';
import { OutOfServiceSection } from './OutOfServiceSection.tsx';
import { useImageProblem } from './use-image-problem.ts';
import { VehicleNowPanel } from './VehicleNowPanel.tsx';
import {
  IMAGE_REQUIRED_MESSAGE,
  NEW_VEHICLE_VALUES,
  toVehicleRequest,
  vehicleFormSchema,
  vehicleFormValues,
  type VehicleFormValues,
} from './vehicle-form.ts';

/** The whole-number inputs, within the shared bounds; the prices have a group of their own. */
const NUMBER_FIELDS = {
  doors: { label: 'Doors', ...VEHICLE_COUNT_BOUNDS.doors, inputMode: 'numeric' },
  seats: { label: 'Seats', ...VEHICLE_COUNT_BOUNDS.seats, inputMode: 'numeric' },
  luggage: { label: 'Luggage', ...VEHICLE_COUNT_BOUNDS.luggage, inputMode: 'numeric' },
  age: { label: 'Age', ...VEHICLE_COUNT_BOUNDS.age, inputMode: 'numeric' },
} as const;
const sameWords = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
/** The fields with a fixed set of values, three to a row. */
const CHOICE_FIELDS = [
  { name: 'transmission', label: 'Transmission', options: sameWords(TRANSMISSIONS) },
  {
    name: 'airConditioning',
    label: 'Air Conditioning',
    options: [
      { value: 'true', label: 'Yes' },
      { value: 'false', label: 'No' },
    ],
  },
  { name: 'fuelType', label: 'Fuel Type', options: sameWords(FUEL_TYPES) },
] as const;

/** /admin/vehicles/new and /admin/vehicles/{id}: one form for creating and editing. */
export function VehicleFormPage() {
  const creating = useParams().vehicleId === undefined;
  if (creating) return <VehicleEditor key="new" />;
  return (
    <RecordPage kind={vehicleRecord}>
      {(vehicle) => <VehicleEditor key={vehicle.id} vehicle={vehicle} />}
    </RecordPage>
  );
}

function VehicleEditor({ vehicle }: { vehicle?: OfficeVehicle }) {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const save = useSaveVehicle(vehicle);
  const form = useJudgedForm<VehicleFormValues>(
    formResolver<VehicleFormValues>(vehicleFormSchema),
    vehicle ? vehicleFormValues(vehicle) : NEW_VEHICLE_VALUES,
  );
  const readOnly = vehicle?.builtIn ?? false;
  const chosenProblem = useImageProblem(file);
  const hasImage = file !== null || (vehicle?.image.length ?? 0) > 0;
  const imageError = file ? (chosenProblem ?? null) : hasImage ? null : IMAGE_REQUIRED_MESSAGE;
  const { isValid, isDirty, isSubmitting } = form.formState;
  // A newly chosen image alone is a change worth saving, once its bytes have been judged.
  const canSave =
    isValid &&
    imageError === null &&
    chosenProblem !== undefined &&
    (isDirty || file !== null) &&
    !isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    if (imageError !== null || chosenProblem === undefined) return;
    try {
      const saved = await save.mutateAsync({ request: toVehicleRequest(values), file });
      if (saved) {
        form.reset(vehicleFormValues(saved));
        setFile(null);
        void toastSuccess('Vehicle updated successfully.');
      } else {
        void toastSuccess('Vehicle created successfully');
        await navigate('/admin/vehicles');
      }
    } catch (failure) {
      showFieldRefusals(form, failure);
      void toastFailure(
        vehicle
          ? 'There was an error updating the vehicle.'
          : 'There was an error creating the vehicle',
        failure,
      );
    }
  });

  /** A number input, `xs` of the row's 12 columns wide (`sm` from small screens on). */
  const numberField = (name: keyof typeof NUMBER_FIELDS, xs: number, sm?: number) => (
    <GridField
      xs={xs}
      sm={sm}
      key={name}
      form={form}
      name={name}
      type="number"
      {...NUMBER_FIELDS[name]}
    />
  );

  return (
    <>
      <AdminPageHeader
        eyebrow={vehicle ? 'Edit vehicle' : 'Fleet'}
        title={vehicle ? vehicle.model : 'New Vehicle'}
        back={vehicleRecord.back}
      />
      {readOnly && <AdminNotice icon={BsShieldLock}>{BUILT_IN_VEHICLE_MESSAGE}</AdminNotice>}
      {vehicle && <VehicleNowPanel vehicle={vehicle} />}
      <Form noValidate onSubmit={onSubmit} aria-label="Vehicle" className="card-surface admin-form">
        <fieldset disabled={readOnly}>
          <legend className="visually-hidden">Vehicle</legend>
          <Row className="g-4">
            <Col lg={5} className="order-lg-2">
              <ImageField
                vehicle={vehicle}
                file={file}
                error={imageError}
                showError={!vehicle || file !== null || form.formState.isSubmitted}
                disabled={readOnly}
                onChange={setFile}
              />
            </Col>
            <Col lg={7}>
              <Row className="g-3">
                <GridField xs={12} sm={8} form={form} name="model" label="Model" />
                <GridField
                  xs={12}
                  sm={4}
                  form={form}
                  name="plateNumber"
                  label="Plate Number"
                  placeholder="7ABC123"
                  maxLength={PLATE_NUMBER_LENGTH.max}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                />
                {(['doors', 'seats', 'luggage'] as const).map((name) => numberField(name, 4))}
                {CHOICE_FIELDS.map((field) => (
                  <Col sm={4} key={field.name}>
                    <SelectField form={form} {...field} className="" />
                  </Col>
                ))}
                {numberField('age', 6, 4)}
              </Row>
              <PricesFieldset form={form} />
            </Col>
          </Row>
        </fieldset>
        <RecordFormActions
          kind={vehicleRecord}
          deletableId={readOnly ? undefined : vehicle?.id}
          save={
            !readOnly && (
              <SubmitButton pending={isSubmitting} disabled={!canSave}>
                Save
              </SubmitButton>
            )
          }
        />
      </Form>
      {vehicle && <OutOfServiceSection vehicleId={vehicle.id} />}
    </>
  );
}
