import { BUILT_IN_USER_MESSAGE, type User } from '@keyturn/shared';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { BsShieldLock } from 'react-icons/bs';
import { PasswordInput } from '../../../components/PasswordInput.tsx';
import { FormSubmitButton } from '../../../components/FormSubmitButton.tsx';
import { displayName } from '../../../lib/format.ts';
import { useJudgedForm } from '../../../lib/forms.ts';
import { toastSuccess } from '../../../lib/toast.ts';
import { useAuth } from '../../auth/index.ts';
import { AdminNotice } from '../components/AdminNotice.tsx';
import { HintedField } from '../components/HintedField.tsx';
import { AdminPageHeader } from '../components/AdminPageHeader.tsx';
import { RecordFormActions } from '../components/RecordFormActions.tsx';
import { RecordPage } from '../components/RecordPage.tsx';
import { showFieldRefusals } from '../../../lib/field-refusals.ts';
import { formResolver } from '../lib/form-resolver.ts';
import { toastFailure } from '../lib/notify.ts';
import { userRecord, useUpdateUser } from './queries.ts';
import {
  ROLE_CHOICES,
  savedUser,
  toUserRequest,
  userFormSchema,
  userFormValues,
  type UserFormValues,
} from './user-form.ts';
import { PersonFields } from '../../../components/PersonFields.tsx';
import { DriverFields } from '../../../components/DriverFields.tsx';

export function UserEditPage() {
  return (
    <RecordPage kind={userRecord}>{(user) => <UserEditor key={user.id} user={user} />}</RecordPage>
  );
}

function UserEditor({ user }: { user: User }) {
  const { user: me, reloadUser } = useAuth();
  const save = useUpdateUser(user);
  const form = useJudgedForm<UserFormValues>(
    formResolver<UserFormValues>(userFormSchema),
    userFormValues(user),
  );
  const readOnly = user.builtIn;
  const rolesState = form.getFieldState('roles', form.formState);
  // A checkbox counts as touched as soon as it is ticked or unticked.
  const rolesShown = rolesState.isTouched || rolesState.isDirty || form.formState.isSubmitted;

  const onSubmit = form.handleSubmit(async (values) => {
    const request = toUserRequest(values);
    try {
      await save.mutateAsync(request);
      form.reset(userFormValues(savedUser(user, request)));
      void toastSuccess('User updated successfully.');
      // Editing oneself (a role, a name) changes the session's user too.
      if (me?.id === user.id) await reloadUser();
    } catch (failure) {
      showFieldRefusals(form, failure);
      void toastFailure('There was an error updating the user.', failure);
    }
  });

  return (
    <>
      <AdminPageHeader
        eyebrow="Edit user"
        title={displayName(user.firstName, user.lastName)}
        subtitle={user.email}
        back={userRecord.back}
      />
      {readOnly && <AdminNotice icon={BsShieldLock}>{BUILT_IN_USER_MESSAGE}</AdminNotice>}
      <Form noValidate onSubmit={onSubmit} aria-label="User" className="card-surface admin-form">
        <fieldset disabled={readOnly}>
          <legend className="admin-form-legend">Profile</legend>
          <PersonFields form={form} ownDetails={false} />
          <Row className="g-3">
            <Col md={6}>
              <fieldset
                className="mb-0"
                aria-describedby={rolesShown && rolesState.error ? 'field-roles-error' : undefined}
              >
                <legend className="form-label fs-6 mb-2">Roles</legend>
                <div className="d-flex flex-wrap gap-4 role-choices">
                  {ROLE_CHOICES.map((choice) => (
                    <Form.Check
                      key={choice.value}
                      type="checkbox"
                      id={`role-${choice.value}`}
                      label={choice.label}
                      value={choice.value}
                      isInvalid={rolesShown && Boolean(rolesState.error)}
                      {...form.register('roles')}
                    />
                  ))}
                </div>
                {rolesShown && rolesState.error && (
                  <div id="field-roles-error" className="invalid-feedback d-block">
                    {rolesState.error.message}
                  </div>
                )}
              </fieldset>
            </Col>
            {!readOnly && (
              <Col md={6}>
                <HintedField
                  form={form}
                  name="password"
                  label="New Password"
                  className=""
                  hint="Leave empty to keep the current password."
                >
                  {(control) => <PasswordInput {...control} autoComplete="new-password" />}
                </HintedField>
              </Col>
            )}
          </Row>
          <DriverFields
            form={form}
            ownDetails={false}
            legendClassName="admin-form-legend mb-1"
            className="mt-4"
          />
        </fieldset>
        <RecordFormActions
          kind={userRecord}
          deletableId={readOnly ? undefined : user.id}
          save={!readOnly && <FormSubmitButton form={form}>Save</FormSubmitButton>}
        />
      </Form>
    </>
  );
}
