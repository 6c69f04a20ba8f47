import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLE,
  isAdmin,
  isEmployee,
  isRole,
  isSupervisorTitle,
  JOB_TITLES,
  ROLE_LABELS,
  ROLES,
  roleLabel,
  SUPERVISOR_TITLES,
} from './roles';

describe('roles', () => {
  it('has customer, staff and admin with pt-BR labels', () => {
    expect(ROLES).toEqual(['customer', 'staff', 'admin']);
    expect(ROLE_LABELS).toEqual({ customer: 'Cliente', staff: 'Funcionário', admin: 'Administrador' });
    expect(roleLabel('staff')).toBe('Funcionário');
    expect(roleLabel('other')).toBe('other');
    expect(DEFAULT_ROLE).toBe('customer');
  });

  it('isAdmin is true only for admin', () => {
    expect(isAdmin('admin')).toBe(true);
    expect(isAdmin('staff')).toBe(false);
    expect(isAdmin('customer')).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
  });

  it('isEmployee is true for staff and admin', () => {
    expect(isEmployee('staff')).toBe(true);
    expect(isEmployee('admin')).toBe(true);
    expect(isEmployee('customer')).toBe(false);
    expect(isEmployee(null)).toBe(false);
  });

  it('recognises roles', () => {
    expect(isRole('admin')).toBe(true);
    expect(isRole('Admin')).toBe(false);
  });
});

describe('job titles', () => {
  it('lists the staff registry titles', () => {
    expect(JOB_TITLES).toEqual(['Funcionário', 'Supervisor', 'Gerente', 'Administrador', 'Almoxarife']);
  });

  it('lets supervisors, managers and administrators approve', () => {
    expect(SUPERVISOR_TITLES).toEqual(['Supervisor', 'Gerente', 'Administrador']);
    expect(isSupervisorTitle('Gerente')).toBe(true);
    expect(isSupervisorTitle('Almoxarife')).toBe(false);
    expect(isSupervisorTitle('Funcionário')).toBe(false);
    expect(isSupervisorTitle(null)).toBe(false);
  });
});
