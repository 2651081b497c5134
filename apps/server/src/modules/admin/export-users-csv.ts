import type { Readable } from 'node:stream';
import {
  MAX_BULK_USERS,
  type SupportedLocale,
  type TAdminUser,
  type TUserSort,
  type TUserStatus,
} from '@puente/shared';
import type { AppDeps } from '../../app-deps.ts';
import { type Column as CsvColumn, csvOf } from '../../lib/csv.ts';
import { presentListedUser } from './user-presenter.ts';
import { findUsersPage } from './users.repository.ts';

const ROLES = {
  Student: { es: 'Alumno', en: 'Student' },
  Professor: { es: 'Profesor', en: 'Professor' },
  Administrator: { es: 'Administrador', en: 'Administrator' },
} as const;
const STATES = {
  active: { es: 'Activo', en: 'Active' },
  inactive: { es: 'Desactivado', en: 'Deactivated' },
  pending: { es: 'Invitación pendiente', en: 'Invitation pending' },
} as const;
const stateOf = (user: TAdminUser): TUserStatus =>
  !user.active ? 'inactive' : user.invitationPending ? 'pending' : 'active';

const columns = (locale: SupportedLocale): CsvColumn<TAdminUser>[] => [
  { es: 'Correo electrónico', en: 'E-mail', value: (u) => u.email },
  { es: 'Nombre', en: 'First name', value: (u) => u.firstName },
  { es: 'Apellidos', en: 'Last name', value: (u) => u.lastName },
  { es: 'Rol', en: 'Role', value: (u) => ROLES[u.role][locale] },
  { es: 'Estado', en: 'Status', value: (u) => STATES[stateOf(u)][locale] },
  { es: 'Alta', en: 'Created', value: (u) => u.createdAt },
];

/**
 * The administrator's list as CSV, in the reader's language: every user matching the list's filter (at
 * most 10,000), in the list's order, formula-safe (the reports' writer).
 */
export async function exportUsersCsv(
  deps: Pick<AppDeps, 'db'>,
  tenantId: string,
  query: {
    SearchValue?: string;
    deleted?: boolean;
    role?: TAdminUser['role'];
    status?: TUserStatus;
    classId?: string;
    sort?: TUserSort;
    direction?: 'asc' | 'desc';
  },
  locale: SupportedLocale,
): Promise<Readable> {
  const { rows } = await findUsersPage(deps.db, tenantId, { ...query, Skip: 0, Take: MAX_BULK_USERS });
  return csvOf(columns(locale), rows.map(presentListedUser), locale);
}
