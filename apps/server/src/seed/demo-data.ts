import type { NewTenant } from '../db/schema/index.ts';

export const DEMO_PASSWORD = 'Puente2026!';

export const demoTenant = {
  slug: 'demo',
  name: 'Puente Demo',
  hosts: ['localhost', '127.0.0.1', 'demo.puente.test'],
  isDefault: true,
  defaultLocale: 'es',
  paymentEnabled: true,
  tutoringEnabled: true,
  supportEmail: 'soporte@demo.puente.test',
  supportPhone: '+1 (555) 010-2026',
  guestLimit: 2,
  lateFeeCents: 1500,
  lateFeeGraceDays: 5,
} satisfies NewTenant;

export type DemoUser = {
  key: 'admin' | 'profesor' | 'estudiante' | 'moroso' | 'nuevo' | 'invitado' | 'graduada' | 'examen';
  email: string;
  firstName: string;
  lastName: string;
  role: 'Administrator' | 'Professor' | 'Student';
  isMaster?: boolean;
  isTutor?: boolean;
  membership?: 'Member' | 'Guest';
  mustChangePassword?: boolean;
  /** IANA time zone (tutoring times): the tutor in Madrid, the student in Bogotá. */
  timeZone?: string;
  termsAccepted?: boolean;
  /** Users with the same account key share one account; the master user holds it. */
  account?: 'estudiante' | 'moroso' | 'nuevo' | 'graduada' | 'examen';
};

export const demoUsers: DemoUser[] = [
  {
    key: 'admin',
    email: 'admin@demo.puente.test',
    firstName: 'Ana',
    lastName: 'Administradora',
    role: 'Administrator',
  },
  {
    key: 'profesor',
    email: 'profesor@demo.puente.test',
    firstName: 'Pablo',
    lastName: 'Ortega Núñez',
    role: 'Professor',
    isTutor: true,
    timeZone: 'Europe/Madrid',
  },
  {
    key: 'estudiante',
    email: 'estudiante@demo.puente.test',
    firstName: 'Estefanía',
    lastName: 'Muñoz Peña',
    role: 'Student',
    timeZone: 'America/Bogota',
    isMaster: true,
    account: 'estudiante',
  },
  {
    key: 'moroso',
    email: 'moroso@demo.puente.test',
    firstName: 'Mario',
    lastName: 'Moreno Ibáñez',
    role: 'Student',
    isMaster: true,
    account: 'moroso',
  },
  {
    key: 'nuevo',
    email: 'nuevo@demo.puente.test',
    firstName: 'Nuria',
    lastName: 'Nuevo Gómez',
    role: 'Student',
    isMaster: true,
    account: 'nuevo',
    mustChangePassword: true,
    termsAccepted: false,
  },
  {
    key: 'invitado',
    email: 'invitado@demo.puente.test',
    firstName: 'Iván',
    lastName: 'Invitado Ruiz',
    role: 'Student',
    membership: 'Guest',
    account: 'estudiante',
  },
  {
    key: 'graduada',
    email: 'graduada@demo.puente.test',
    firstName: 'Gabriela',
    lastName: 'Graduada Ortiz',
    role: 'Student',
    isMaster: true,
    account: 'graduada',
  },
  {
    key: 'examen',
    email: 'examen@demo.puente.test',
    firstName: 'Ernesto',
    lastName: 'Examen Lázaro',
    role: 'Student',
    isMaster: true,
    account: 'examen',
  },
];
