import { describe, expect, it } from 'vitest';
import { productListQuerySchema } from './product-list-query';

// The schema is in zod/mini (decision 079); these are the readings the full-zod version gave.
const read = (query: unknown) => {
  const r = productListQuerySchema.safeParse(query);
  return r.success ? { data: r.data } : { issues: r.error.issues.map((i) => [i.path.join('.'), i.message]) };
};

describe('productListQuerySchema', () => {
  it('reads an empty address as the first page of the shop size, with no filter', () => {
    expect(read({})).toEqual({ data: { onSale: false, page: 1, pageSize: 24 } });
  });

  it('reads every filter of a shared link', () => {
    expect(read({ search: '  terço ', category: 'Terços', sort: 'price-low', onSale: 'true', page: '2', pageSize: '12', other: 'x' })).toEqual({
      data: { search: 'terço', category: 'tercos', sort: 'price-low', onSale: true, page: 2, pageSize: 12 },
    });
  });

  it('reads blank parameters as left out', () => {
    expect(read({ search: ' ', category: '', sort: '', onSale: '', page: '', pageSize: '' })).toEqual({ data: { onSale: false, page: 1, pageSize: 24 } });
  });

  it.each([
    [{ search: 'x'.repeat(101) }, 'search', 'A busca pode ter no máximo 100 caracteres.'],
    [{ search: ['a', 'b'] }, 'search', 'Busca inválida.'],
    [{ category: '!!!' }, 'category', 'Categoria inválida.'],
    [{ category: 'x'.repeat(61) }, 'category', 'Categoria inválida.'],
    [{ sort: 'cheapest' }, 'sort', 'Ordenação inválida.'],
    [{ onSale: 'yes' }, 'onSale', 'Filtro de ofertas inválido.'],
    [{ page: '0' }, 'page', 'Página inválida.'],
    [{ page: '1.5' }, 'page', 'Página inválida.'],
    [{ page: 'abc' }, 'page', 'Página inválida.'],
    [{ page: '100001' }, 'page', 'Página inválida.'],
    [{ pageSize: '49' }, 'pageSize', 'Tamanho de página inválido (de 1 a 48).'],
    [null, '', 'Dados inválidos.'],
  ])('refuses %j with a pt-BR message on its key', (query, key, message) => {
    expect(read(query)).toEqual({ issues: [[key, message]] });
  });
});
