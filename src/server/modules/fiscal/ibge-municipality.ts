import { getAllMunicipios, IBGE_DATA_VERSION } from '@br-validators/core/ibge';

// The IBGE municipality table embedded in @br-validators/core (already a dependency for NCM and
// CEST; its data is captured from servicodados.ibge.gov.br and republished with each release):
// the destination's 7-digit code comes from the order's city and UF, which is what checkout stores.

export const IBGE_TABLE_VERSION = IBGE_DATA_VERSION.atualizadoEm;

/** 'São Paulo', 'SAO PAULO', 'sao  paulo' and "Santa Bárbara d'Oeste" / 'Santa Barbara D Oeste' meet. */
const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

let byCityAndUf: Map<string, string> | null = null;

/** The IBGE code of the municipality named `city` in `uf`; null when the table has none by that name. */
export function municipalityCode(city: string | null | undefined, uf: string | null | undefined): string | null {
  if (!city || !uf) return null;
  if (!byCityAndUf) {
    byCityAndUf = new Map(getAllMunicipios().map((m) => [`${m.uf}|${normalize(m.nome)}`, String(m.codigo)]));
  }
  return byCityAndUf.get(`${uf.trim().toUpperCase()}|${normalize(city)}`) ?? null;
}
