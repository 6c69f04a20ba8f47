import { describe, expect, it } from 'vitest';
import { errorForLog, maskPersonalData } from './log-error';

describe('error log', () => {
  it('masks e-mails, CPFs, CNPJs, CEPs and phones', () => {
    const masked = maskPersonalData('maria.silva@example.com 123.456.789-09 12345678909 12.345.678/0001-95 01310-100 (11) 98888-0003');
    expect(masked).toBe('m***@example.com ***.***.***-** ***.***.***-** **.***.***/****-** *****-*** (**) *****-****');
  });

  it("drops a failed query's parameters and keeps what traces it", () => {
    const cause = Object.assign(new Error('value too long for type character varying(10)'), { code: '22001' });
    const err = Object.assign(
      new Error(
        'Failed query: insert into orders (customer_email, shipping_address) values ($1, $2)\nparams: maria@example.com,{"cep":"01310-100","street":"Rua das Flores"}',
      ),
      {
        query: 'insert into orders (customer_email, shipping_address) values ($1, $2)',
        params: ['maria@example.com', { cep: '01310-100', street: 'Rua das Flores' }],
        cause,
      },
    );
    const record = errorForLog(err);
    const text = JSON.stringify(record);
    expect(record).toMatchObject({ error: 'value too long for type character varying(10)', code: '22001' });
    expect(text).not.toContain('maria@example.com');
    expect(text).not.toContain('Rua das Flores');
    expect(text).not.toContain('01310-100');
  });
});
