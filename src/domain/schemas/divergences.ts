import './zod-locale';
import type { z } from 'zod';
import { codeList } from '../one-of';
import type { DivergenceOutcome } from '../transfers';
import { documentListQuerySchema, optionalCodeFilter } from './list-query';

export const DIVERGENCES_PAGE_SIZE = 20;

/** The Divergências screen's tabs: what still waits for a decision, and what was decided. */
export const { values: DIVERGENCE_SITUATIONS, labels: DIVERGENCE_SITUATION_LABELS } = codeList(['waiting', 'resolved'], {
  waiting: 'Aguardando',
  resolved: 'Resolvidas',
});
export type DivergenceSituation = (typeof DIVERGENCE_SITUATIONS)[number];

export const INVALID_DIVERGENCE_SITUATION_MESSAGE = 'Situação de divergência inválida.';

/** GET /api/admin/divergences, and the Divergências screen's URL (period: when the transfer was received). */
export const divergenceListQuerySchema = documentListQuerySchema(DIVERGENCES_PAGE_SIZE, {
  situation: optionalCodeFilter(DIVERGENCE_SITUATIONS, INVALID_DIVERGENCE_SITUATION_MESSAGE),
});
export type DivergenceListQuery = z.output<typeof divergenceListQuerySchema>;

/** One line a receipt found short: what was sent, what arrived, what is missing and what it is worth at cost. */
export type DivergenceListItem = {
  transferItemId: number;
  transferId: number;
  transferCode: string;
  fromName: string;
  toName: string;
  productName: string;
  productCode: string;
  sent: number;
  received: number;
  missing: number;
  missingCostCents: number;
  receivedAt: string | null;
  resolution: DivergenceOutcome | null;
};
