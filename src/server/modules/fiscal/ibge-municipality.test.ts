import { describe, expect, it } from 'vitest';
import { municipalityCode } from './ibge-municipality';

describe('municipalityCode (IBGE table of @br-validators/core)', () => {
  it.each([
    ['São Paulo', 'SP', '3550308'],
    ['SAO PAULO', 'sp', '3550308'],
    ['  rio de   janeiro ', 'RJ', '3304557'],
    ["Santa Bárbara d'Oeste", 'SP', '3545803'],
    ['Santa Barbara D Oeste', 'SP', '3545803'],
    ['Brasília', 'DF', '5300108'],
    // The same name in two states: the UF decides.
    ['Bom Jesus', 'PI', '2201903'],
    ['Bom Jesus', 'RS', '4302303'],
  ])('%s/%s → %s', (city, uf, code) => {
    expect(municipalityCode(city, uf)).toBe(code);
  });

  it.each([
    ['Copacabana do Sul', 'RJ'],
    ['São Paulo', 'RJ'],
    ['', 'SP'],
    ['São Paulo', ''],
  ])('%s/%s → null', (city, uf) => {
    expect(municipalityCode(city, uf)).toBeNull();
  });
});
