import { z } from 'zod';
import { declarePermissions } from './permission-declarations';
import { idempotencyKeyField, objectError, optionalText, requiredText, serialId, wholeNumber } from './schemas/fields';
import { documentListQuerySchema, optionalCodeFilter, optionalIdFilter } from './schemas/list-query';
import { defineWorkflow } from './workflow/define-workflow';

/**
 * Inventário per place (issue 36, decision 066): opened at a place (the warehouse or a store),
 * counted line by line (scanner or typing), closed for review, then applied once as adjustment
 * movements — straight away, or after a Supervisor's approval when the adjustment's value is above
 * Configurações' 'Valor para aprovação de ajuste'. Cancelled at any point before it is applied.
 */
export const STOCK_COUNT_STATUSES = ['counting', 'review', 'awaiting_approval', 'applied', 'cancelled'] as const;
export type StockCountStatus = (typeof STOCK_COUNT_STATUSES)[number];

export const stockCountWorkflow = defineWorkflow({
  type: 'stock_count',
  statuses: STOCK_COUNT_STATUSES,
  labels: {
    counting: 'Em contagem',
    review: 'Em revisão',
    awaiting_approval: 'Aguardando aprovação',
    applied: 'Aplicado',
    cancelled: 'Cancelado',
  },
  initial: 'counting',
  transitions: {
    counting: ['review', 'cancelled'],
    review: ['counting', 'awaiting_approval', 'applied', 'cancelled'],
    awaiting_approval: ['applied', 'review', 'cancelled'],
    applied: [],
    cancelled: [],
  },
});

export const STOCK_COUNT_NOT_FOUND_MESSAGE = 'Inventário não encontrado.';
export const COUNT_PLACE_REQUIRED_MESSAGE = 'Escolha o local do inventário.';
export const COUNT_PLACE_NOT_COUNTABLE_MESSAGE = 'Só o almoxarifado e as lojas podem ser inventariados.';
export const COUNT_ALREADY_OPEN_MESSAGE = 'Já existe um inventário aberto neste local. Conclua ou cancele o anterior.';
export const COUNT_NOT_COUNTING_MESSAGE = 'Este inventário não está em contagem: reabra a contagem para alterar as quantidades.';
export const COUNT_LINE_REQUIRED_MESSAGE = 'Selecione um produto e informe a quantidade contada.';
export const COUNT_QUANTITY_MESSAGE = 'Quantidade contada inválida.';
export const COUNT_NOTHING_COUNTED_MESSAGE = 'Nenhum produto foi contado neste inventário.';
export const COUNT_REASON_REQUIRED_MESSAGE = 'Informe o motivo do ajuste.';
export const COUNT_NOT_IN_REVIEW_MESSAGE = 'Encerre a contagem antes de aplicar o inventário.';
export const COUNT_NOT_AWAITING_MESSAGE = 'Este inventário não está aguardando aprovação.';
export const COUNT_SELF_APPROVAL_MESSAGE = 'O aprovador não pode ser quem pediu a aplicação do inventário.';
export const COUNT_APPLIED_TOAST = 'Inventário aplicado: estoque ajustado.';
export const COUNT_SENT_FOR_APPROVAL_TOAST = 'Ajuste acima do valor de aprovação: aguardando um Supervisor.';

/** Body of POST /api/admin/stock-counts: the place and whether the counter sees the expected quantities. */
export const stockCountOpenSchema = z.object(
  {
    locationId: serialId(COUNT_PLACE_REQUIRED_MESSAGE),
    blind: z.boolean({ error: 'Informe se a contagem é às cegas.' }).optional().default(false),
    notes: optionalText(500),
    idempotencyKey: idempotencyKeyField(),
  },
  objectError,
);
export type StockCountOpenInput = z.input<typeof stockCountOpenSchema>;

/**
 * Body of POST /api/admin/stock-counts/:id/lines: 'add' adds units to what was counted (each scan,
 * a shelf counted in parts), 'set' replaces it (typed, or a correction; 0 = counted and none there).
 */
export const stockCountLineSchema = z.object(
  {
    productId: serialId(COUNT_LINE_REQUIRED_MESSAGE),
    quantity: wholeNumber(COUNT_QUANTITY_MESSAGE, 0, 1_000_000),
    mode: z.enum(['add', 'set'], { error: COUNT_LINE_REQUIRED_MESSAGE }).optional().default('set'),
  },
  { error: COUNT_LINE_REQUIRED_MESSAGE },
);
export type StockCountLineInput = z.input<typeof stockCountLineSchema>;

const versionField = wholeNumber('Versão inválida.', 1);

/** Body of the moves without more to say: close for review, reopen, cancel. */
export const stockCountMoveSchema = z.object({ version: versionField.optional(), note: optionalText(500) }, objectError);
export type StockCountMoveInput = z.infer<typeof stockCountMoveSchema>;

/** Body of POST /api/admin/stock-counts/:id/apply: why the stock is adjusted (kept on every movement). */
export const stockCountApplySchema = z.object(
  {
    reason: requiredText(COUNT_REASON_REQUIRED_MESSAGE, 300),
    version: versionField.optional(),
  },
  objectError,
);
export type StockCountApplyInput = z.input<typeof stockCountApplySchema>;

export const STOCK_COUNTS_PAGE_SIZE = 20;

/** GET /api/admin/stock-counts and the Inventários screen's URL. */
export const stockCountListQuerySchema = documentListQuerySchema(STOCK_COUNTS_PAGE_SIZE, {
  locationId: optionalIdFilter(COUNT_PLACE_REQUIRED_MESSAGE),
  status: optionalCodeFilter(STOCK_COUNT_STATUSES, 'Situação inválida.'),
});
export type StockCountListQuery = z.output<typeof stockCountListQuerySchema>;

/**
 * A counted line's difference: what was counted minus what the place held when it was counted
 * (the balance at opening plus the movements made there since, up to that moment). Applied later,
 * the place ends with the counted units plus whatever moved after the line was counted.
 */
export function countDifference(counted: number, expectedWhenCounted: number): number {
  return counted - expectedWhenCounted;
}

/** The adjustment's value at cost: what the approval threshold is compared with (losses and gains alike). */
export function adjustmentValueCents(lines: readonly { difference: number; unitCostCents: number }[]): number {
  return lines.reduce((sum, l) => sum + Math.abs(l.difference) * l.unitCostCents, 0);
}

/** Whether applying needs a Supervisor: above the threshold (0 or unset: never), unless the one applying may approve. */
export function countNeedsApproval(valueCents: number, thresholdCents: number | null | undefined, canApprove: boolean): boolean {
  if (canApprove || !thresholdCents || thresholdCents <= 0) return false;
  return valueCents > thresholdCents;
}

export type StockCountLine = {
  productId: number;
  productName: string;
  productCode: string;
  barcode: string | null;
  unit: string;
  /** Null when not counted yet (a line the place held at opening, or nothing scanned). */
  counted: number | null;
  countedAt: string | null;
  countedByName: string | null;
  /** Hidden (null) on a blind count while it is being counted. */
  expected: number | null;
  /** Units that moved at the place since the count opened (sales, transfers): hidden when blind. */
  movedSinceOpen: number | null;
  /** counted − expected when counted; null when not counted or hidden. */
  difference: number | null;
  unitCostCents: number;
  /** What the application wrote (after it). */
  appliedDifference: number | null;
};

export type StockCountSummary = {
  id: number;
  code: string;
  locationId: number;
  locationName: string;
  storeId: number | null;
  blind: boolean;
  status: StockCountStatus;
  version: number;
  notes: string;
  createdByName: string;
  createdAt: string;
  appliedAt: string | null;
  lineCount: number;
  countedLines: number;
  /** Σ |difference| × cost; null while hidden. */
  adjustmentValueCents: number | null;
};

export type StockCountDetail = StockCountSummary & {
  /** True while a blind count hides the expected quantities. */
  hidesExpected: boolean;
  reason: string;
  lines: StockCountLine[];
  history: { from: string; to: string; note: string; userName: string; createdAt: string }[];
  /** Configurações' 'Valor para aprovação de ajuste' (centavos; 0 = never asks). */
  approvalThresholdCents: number;
};

// Issue 36: a store's own staff count their store (not a warehouse permission); large adjustments wait for a Supervisor.
export const COUNT_PERMISSIONS = declarePermissions({
  'counts.manage': { label: 'Fazer inventários (abrir, contar e aplicar ajustes)', from: 'Funcionário' },
  'counts.approve': { label: 'Aprovar ajuste de inventário acima do valor de aprovação', from: 'Supervisor' },
});
