import {
  BUILT_IN_VEHICLE_MESSAGE,
  FUEL_TYPES,
  TRANSMISSIONS,
  VEHICLE_COUNT_BOUNDS,
  type Vehicle,
} from '@keyturn/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { BsShieldLock, BsTrash } from 'react-icons/bs';
import { useNavigate, useParams } from 'react-router';
import { FormField } from '../../../components/FormField.tsx';
import { LinkButton } from '../../../components/LinkButton.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { toastSuccess } from '../../../lib/toast.ts';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { FormActions } from '../components/FormActions.tsx';
import { LoadFailure } from '../components/LoadFailure.tsx';
import { formResolver } from '../lib/form-resolver.ts';
import { isVehicleId } from '../../vehicles/api.ts';
import { vehicleKeys, vehicleQuery } from '../../vehicles/queries.ts';
import { toastFailure } from '../lib/notify.ts';
import { useDeleteRecord } from '../lib/use-delete-record.ts';
import { deleteVehicle } from './api.ts';
import { useSaveVehicle } from './queries.ts';
import { ImageField } from './ImageField.tsx';
import { OutOfServiceSection } from './OutOfServiceSection.tsx';
import { useImageProblem } from './use-image-problem.ts';
import {
  IMAGE_REQUIRED_MESSAGE,
  NEW_VEHICLE_VALUES,
  toVehicleRequest,
  vehicleFormSchema,
  vehicleFormValues,
  type VehicleFormValues,
} from './vehicle-form.ts';

const BACK = { to: '/admin/vehicles', label: 'Back to vehicles' };
/** The whole-number fields shown three to a row; age sits beside the price. */
const COUNT_FIELDS = [
  { name: 'doors', label: 'Doors' },
  { name: 'seats', label: 'Seats' },
  { name: 'luggage', label: 'Luggage' },
] as const;

/** /admin/vehicles/new and /admin/vehicles/{id}: one form for creating and editing. */
export function VehicleFormPage() {
  const raw = useParams().vehicleId;
  const id = raw !== undefined && /^[1-9]\d*$/.test(raw) ? Number(raw) : Number.NaN;
  const creating = raw === undefined;
  const { data, isPending, isError, error } = useQuery({
    ...vehicleQuery(id),
    enabled: !creating && isVehicleId(id),
  });

  if (creating) return <VehicleEditor key="new" />;
  if (!Number.isInteger(id) || isError) {
    return (
      <>
        <AdminPageHeader title="Vehicle" back={BACK} />
        <LoadFailure error={error} thing="vehicle" back={BACK} />
      </>
    );
  }
  if (isPending) return <Spinner label="Loading the vehicle…" />;
  return <VehicleEditor key={data.id} vehicle={data} />;
}

function VehicleEditor({ vehicle }: { vehicle?: Vehicle }) {
  const navigate = useNavigate();
  const [file, setFile] = useState<File | null>(null);
  const save = useSaveVehicle(vehicle);
  const removal = useDeleteRecord({
    thing: 'vehicle',
    keys: vehicleKeys,
    remove: deleteVehicle,
    success: 'Vehicle deleted successfully.',
    failure: 'There was an error deleting the vehicle.',
    backTo: BACK.to,
  });
  const form = useForm<VehicleFormValues>({
    resolver: formResolver<VehicleFormValues>(vehicleFormSchema),
    mode: 'all',
    defaultValues: vehicle ? vehicleFormValues(vehicle) : NEW_VEHICLE_VALUES,
  });
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
      void toastFailure(
        vehicle
          ? 'There was an error updating the vehicle.'
          : 'There was an error creating the vehicle',
        failure,
      );
    }
  });

  return (
    <>
      <AdminPageHeader
        eyebrow={vehicle ? 'Edit vehicle' : 'Fleet'}
        title={vehicle ? vehicle.model : 'New Vehicle'}
        back={BACK}
      />
      {readOnly && (
        <Alert variant="info" className="admin-alert d-flex align-items-center gap-2">
          <BsShieldLock aria-hidden="true" className="flex-shrink-0" />
          {BUILT_IN_VEHICLE_MESSAGE}
        </Alert>
      )}
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
                <Col xs={12}>
                  <FormField form={form} name="model" label="Model" className="" />
                </Col>
                {COUNT_FIELDS.map(({ name, label }) => (
                  <Col xs={4} key={name}>
                    <FormField
                      form={form}
                      name={name}
                      label={label}
                      type="number"
                      {...VEHICLE_COUNT_BOUNDS[name]}
                      inputMode="numeric"
                      className=""
                    />
                  </Col>
                ))}
                <Col sm={4}>
                  <FormField form={form} name="transmission" label="Transmission" className="">
                    {(control) => (
                      <Form.Select {...control}>
                        {TRANSMISSIONS.map((value) => (
                          <option key={value} value={value}>
                            {value}
                          </option>
                        ))}
                      </Form.Select>
                    )}
                  </FormField>
                </Col>
                <Col sm={4}>
                  <FormField
                    form={form}
                    name="airConditioning"
                    label="Air Conditioning"
                    className=""
                  >
                    {(control) => (
                      <Form.Select {...control}>
                        <option value="true">Yes</option>
                        <option value="false">No</option>
                      </Form.Select>
                    )}
                  </FormField>
                </Col>
                <Col sm={4}>
                  <FormField form={form} name="fuelType" label="Fuel Type" className="">
                    {(control) => (
                      <Form.Select {...control}>
                        {FUEL_TYPES.map((value) => (
                          <option key={value} value={value}>
                            {value}
                          </option>
                        ))}
                      </Form.Select>
                    )}
                  </FormField>
                </Col>
                <Col xs={6}>
                  <FormField
                    form={form}
                    name="age"
                    label="Age"
                    type="number"
                    {...VEHICLE_COUNT_BOUNDS.age}
                    inputMode="numeric"
                    className=""
                  />
                </Col>
                <Col xs={6}>
                  <FormField
                    form={form}
                    name="pricePerHour"
                    label="Price Per Hour ($)"
                    type="number"
                    min={0.01}
                    step={0.01}
                    inputMode="decimal"
                    className=""
                  />
                </Col>
              </Row>
            </Col>
          </Row>
        </fieldset>
        <FormActions
          start={
            <>
              <LinkButton to="/admin/vehicles" variant="outline-secondary">
                Cancel
              </LinkButton>
              {vehicle && !readOnly && (
                <Button
                  variant="outline-danger"
                  onClick={() => void removal.confirmAndDelete(vehicle.id)}
                  disabled={removal.isDeleting}
                >
                  <BsTrash aria-hidden="true" className="me-2" />
                  Delete
                </Button>
              )}
            </>
          }
          end={
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
