import './out-of-service.scss';
import { blockFormSchema, type BlockForm, type VehicleBlock } from '@keyturn/shared';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { UseFormReturn } from 'react-hook-form';
import { BsTools, BsTrash } from 'react-icons/bs';
import { confirmDialog } from '../../../components/ConfirmDialog.ts';
import { GridField } from '../../../components/GridField.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { SubmitButton } from '../../../components/SubmitButton.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useJudgedForm } from '../../../lib/forms.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { FormActions } from '../components/FormActions.tsx';
import { formResolver } from '../lib/form-resolver.ts';
import { toastFailure } from '../lib/notify.ts';
import { toBlockRequest } from './blocks-api.ts';
import { blocksQuery, useBlockChanges } from './blocks-queries.ts';

const EMPTY_FORM: BlockForm = {
  startDate: '',
  startTime: '',
  endDate: '',
  endTime: '',
  reason: '',
};

const WHEN_FIELDS = [
  { name: 'startDate', label: 'Start Date', type: 'date' },
  { name: 'startTime', label: 'Start Time', type: 'time' },
  { name: 'endDate', label: 'End Date', type: 'date' },
  { name: 'endTime', label: 'End Time', type: 'time' },
] as const;

/** From and to; a period within one day names the day once. */
function period({ start, end }: VehicleBlock): string {
  const sameDay = start.slice(0, 10) === end.slice(0, 10);
  return `${formatDateTime(start)} – ${sameDay ? dayjs(end).format('h:mm A') : formatDateTime(end)}`;
}

const START_FIELDS = new Set(['startDate', 'startTime', 'endDate']);

/** The end is judged against the start: a change of the start re-checks an end already given. */
function useEndJudgedWithStart(form: UseFormReturn<BlockForm>): void {
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name && START_FIELDS.has(name) && form.getFieldState('endTime').isTouched) {
        void form.trigger('endTime');
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);
}

/**
 * The vehicle's out-of-service times (workshop, inspection) on its edit page: the list, each
 * with a Remove that asks first, and a form to add one. The server decides whether a time is
 * free; its sentence is shown when it is not.
 */
export function OutOfServiceSection({ vehicleId }: { vehicleId: number }) {
  const blocks = useQuery(blocksQuery(vehicleId));
  const changes = useBlockChanges(vehicleId);
  const form = useJudgedForm<BlockForm>(formResolver<BlockForm>(blockFormSchema), EMPTY_FORM);
  const { isValid, isSubmitting } = form.formState;
  useEndJudgedWithStart(form);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await changes.add.mutateAsync(toBlockRequest(blockFormSchema.parse(values)));
      form.reset(EMPTY_FORM);
      void toastSuccess('The vehicle is out of service at that time.');
    } catch (failure) {
      toastFailure('The vehicle could not be taken out of service.', failure);
    }
  });

  const remove = async (block: VehicleBlock) => {
    const confirmed = await confirmDialog({
      title: 'Put the vehicle back in service?',
      text: `${period(block)} (${block.reason}) becomes bookable again.`,
      confirmButtonText: 'Remove',
    });
    if (!confirmed) return;
    try {
      await changes.remove.mutateAsync(block.id);
      void toastSuccess('The out-of-service time has been removed.');
    } catch (failure) {
      toastFailure('The out-of-service time could not be removed.', failure);
    }
  };

  return (
    <section
      className="card-surface admin-form out-of-service mt-4"
      aria-labelledby="out-of-service-title"
    >
      <h2 id="out-of-service-title" className="admin-form-legend d-flex align-items-center gap-2">
        <BsTools aria-hidden="true" />
        Out of service
      </h2>
      <p className="text-muted">
        Workshop visits and other times this car cannot be rented. Customers see them as busy and
        nobody can book over them.
      </p>
      {blocks.isPending ? (
        <Spinner label="Loading the out-of-service times…" />
      ) : blocks.isError ? (
        <Alert variant="danger" className="admin-alert">
          The out-of-service times could not be loaded. Please try again later.
        </Alert>
      ) : blocks.data.length === 0 ? (
        <p className="out-of-service-empty">No out-of-service time planned.</p>
      ) : (
        <ul className="out-of-service-list list-unstyled" aria-label="Out-of-service times">
          {blocks.data.map((block) => (
            <li key={block.id} className="out-of-service-item">
              <div>
                <div className="out-of-service-period">{period(block)}</div>
                <div className="out-of-service-reason">{block.reason}</div>
              </div>
              <Button
                variant="outline-danger"
                size="sm"
                onClick={() => void remove(block)}
                disabled={changes.remove.isPending}
                aria-label={`Remove ${block.reason}, ${period(block)}`}
              >
                <BsTrash aria-hidden="true" className="me-1" />
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form noValidate onSubmit={onSubmit} aria-label="Add out-of-service time">
        <h3 className="h6 mt-4 mb-3">Add out-of-service time</h3>
        <Row className="g-3">
          {WHEN_FIELDS.map(({ name, label, type }) => (
            <GridField
              xs={12}
              sm={6}
              lg={3}
              key={name}
              form={form}
              name={name}
              label={label}
              type={type}
            />
          ))}
          <GridField
            xs={12}
            form={form}
            name="reason"
            label="Reason"
            placeholder="e.g. Brake service"
            maxLength={100}
          />
        </Row>
        <FormActions
          end={
            <SubmitButton pending={isSubmitting} disabled={!isValid || isSubmitting}>
              Take out of service
            </SubmitButton>
          }
        />
      </Form>
    </section>
  );
}
