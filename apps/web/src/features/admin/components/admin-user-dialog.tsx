import { Checkbox, Select, Stack, TextInput } from '@mantine/core';
import {
  type TAdminUser,
  type TAdminUserEdit,
  type TAdminUserInput,
  USER_ROLES,
  ZAdminUserEdit,
  ZAdminUserInput,
} from '@puente/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { checkValue } from '../../../lib/resource/resource-client';
import { resourceItemQuery, useResourceMutations } from '../../../lib/resource/resource-queries';
import { FormFrame } from '../../../ui/form/form-frame';
import { TransactionType } from '../../../ui/form/transaction-store';
import type { SchemaForm } from '../../../ui/form/use-schema-form';
import { mailRefusalText } from '../../../ui/messages/mail-refusal';
import { adminUsers } from '../api/admin-users-client';

type Props = { id?: string; onClose: () => void };

const empty: TAdminUserInput = {
  firstName: '',
  lastName: '',
  email: '',
  role: 'Student',
  isMaster: true,
  isTutor: false,
};

const editable = (user: TAdminUser): TAdminUserEdit => ({
  id: user.id,
  version: user.version,
  firstName: user.firstName,
  lastName: user.lastName,
  role: user.role,
  isMaster: user.isMaster,
  isTutor: user.isTutor,
});

type UserForm = SchemaForm<TAdminUserInput> | SchemaForm<TAdminUserEdit>;

/** Name, role and flags, shared by the add and the edit form. */
function UserFields({ form, isNew, student }: { form: UserForm; isNew: boolean; student: boolean }) {
  const { t } = useTranslation('admin-users');
  const f = form as SchemaForm<TAdminUserInput>;
  const role = f.form.getValues().role;
  // A student stays a student and staff stay staff (the server refuses the change): only the roles
  // on the same side are offered when editing.
  const roles = USER_ROLES.filter((r) => isNew || (r === 'Student') === student);
  return (
    <Stack gap="sm">
      <TextInput label={t('users.firstName')} required data-autofocus {...f.inputProps('firstName')} />
      <TextInput label={t('users.lastName')} required {...f.inputProps('lastName')} />
      {isNew ? (
        <TextInput
          label={t('users.email')}
          type="email"
          autoComplete="off"
          required
          description={t('users.emailHint')}
          {...f.inputProps('email')}
        />
      ) : null}
      <Select
        label={t('users.role')}
        data={roles.map((value) => ({ value, label: t(`users.roles.${value}`) }))}
        allowDeselect={false}
        {...f.inputProps('role')}
        onChange={(value) => {
          if (!value) return;
          f.form.setFieldValue('role', value as TAdminUserInput['role']);
          if (value !== 'Student') f.form.setFieldValue('isMaster', false);
        }}
      />
      <Checkbox
        label={t('users.isMaster')}
        description={t('users.isMasterHint')}
        disabled={role !== 'Student'}
        {...f.inputProps('isMaster', { type: 'checkbox' })}
      />
      <Checkbox label={t('users.isTutor')} {...f.inputProps('isTutor', { type: 'checkbox' })} />
    </Stack>
  );
}

/** The administrator adds a user (a temporary password goes by mail) or edits one's name, role and flags. */
export function AdminUserDialog({ id, onClose }: Props) {
  const { t } = useTranslation('admin-users');
  const load = useQuery({
    ...resourceItemQuery(adminUsers, id ?? ''),
    enabled: id !== undefined,
    select: editable,
  });
  const { add, edit } = useResourceMutations(adminUsers);
  if (id === undefined) {
    return (
      <FormFrame<TAdminUserInput>
        variant="dialog"
        size="medium"
        title={t('users.new')}
        type={TransactionType.Add}
        initialValues={empty}
        schema={ZAdminUserInput}
        checks={{ email: checkValue(adminUsers, 'email') }}
        // The check's 'duplicate' is the spec's 'username already in use' on this form.
        messages={(failure) => (failure.code === 'duplicate' ? t('errors:user.username-in-use') : undefined)}
        buttons={['ok', 'cancel']}
        refusalText={mailRefusalText}
        onSubmit={(values) => add.mutateAsync(values)}
        onClose={onClose}
      >
        {(form) => <UserFields form={form} isNew student />}
      </FormFrame>
    );
  }
  return (
    <FormFrame<TAdminUserEdit>
      variant="dialog"
      size="medium"
      title={t('users.edit')}
      type={TransactionType.Edit}
      load={load}
      schema={ZAdminUserEdit}
      buttons={['ok', 'apply', 'cancel']}
      // The edit sends only what the form edits (the route's schema is strict), not the listed record.
      onSubmit={async (values) => editable(await edit.mutateAsync(values as unknown as TAdminUser))}
      onClose={onClose}
    >
      {(form) => <UserFields form={form} isNew={false} student={load.data?.role === 'Student'} />}
    </FormFrame>
  );
}
