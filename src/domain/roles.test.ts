import { describe, expect, it } from 'vitest';
import { itIsACodeList } from '../../tests/support/table-tests';
import { DEFAULT_ROLE, isAdmin, isEmployee, isRole, JOB_TITLES, ROLE_LABELS, ROLES, roleLabel } from './roles';

describe('roles', () => {
  itIsACodeList(
    { values: ROLES, labels: ROLE_LABELS, is: isRole, label: roleLabel },
    {
      all: [
        ['customer', 'Cliente'],
        ['staff', 'Funcionário'],
        ['admin', 'Administrador'],
      ],
      notCodes: ['Admin'],
      unknown: ['other'],
    },
  );

  it('signs people up as customers', () => {
    expect(DEFAULT_ROLE).toBe('customer');
  });

  it.each([
    ['admin', true, true],
    ['staff', false, true],
    ['customer', false, false],
    [undefined, false, false],
    [null, false, false],
  ])('%j: isAdmin %s, isEmployee %s', (role, admin, employee) => {
    expect(isAdmin(role)).toBe(admin);
    expect(isEmployee(role)).toBe(employee);
  });
});

describe('job titles', () => {
  it('lists the staff registry titles', () => {
    expect(JOB_TITLES).toEqual(['Funcionário', 'Supervisor', 'Gerente', 'Administrador', 'Almoxarife']);
  });
});
