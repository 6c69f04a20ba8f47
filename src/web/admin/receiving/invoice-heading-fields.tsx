import { formatDay } from '@/domain/dates';
import type { DetailField } from '../../ui/detail-fields';

/** The supplier's invoice as a received invoice and its check both open their details. */
export const invoiceHeadingFields = (nf: { supplierName: string; emissionDate: string; receptionDate: string | null }): DetailField[] => [
  ['Fornecedor', <strong key="f">{nf.supplierName}</strong>],
  ['Emissão', formatDay(nf.emissionDate)],
  ['Recebimento', formatDay(nf.receptionDate)],
];
