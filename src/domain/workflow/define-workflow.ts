import { isOneOf } from '../one-of';

/**
 * The statuses of a document and the moves allowed between them, as data: the web app asks it
 * which buttons to show, the server which moves to accept (src/server/workflow). A move to the
 * same status is never a move.
 */
export type Workflow<S extends string> = {
  /** Document kind as stored in history rows and audit entries ('order', 'purchase_request'…). */
  type: string;
  statuses: readonly S[];
  labels: Record<S, string>;
  initial: S;
  /** From each status, the statuses it may move to; `'any'` when the requirements enforce no order. */
  transitions: 'any' | Record<S, readonly S[]>;
};

export function defineWorkflow<const S extends string>(workflow: Workflow<S>): Workflow<S> {
  for (const s of workflow.statuses) if (!(s in workflow.labels)) throw new Error(`${workflow.type}: status ${s} has no label`);
  return workflow;
}

export function isStatusOf<S extends string>(workflow: Workflow<S>, value: unknown): value is S {
  return isOneOf(workflow.statuses, value);
}

export function canMove<S extends string>(workflow: Workflow<S>, from: S, to: S): boolean {
  if (from === to || !isStatusOf(workflow, to)) return false;
  if (workflow.transitions === 'any') return true;
  return workflow.transitions[from]?.includes(to) ?? false;
}

/** The statuses a document in `from` may move to, in the workflow's order. */
export function nextStatuses<S extends string>(workflow: Workflow<S>, from: S): S[] {
  return workflow.statuses.filter((s) => canMove(workflow, from, s));
}

export function statusLabel<S extends string>(workflow: Workflow<S>, status: string): string {
  return isStatusOf(workflow, status) ? workflow.labels[status] : status;
}

export const STALE_DOCUMENT_MESSAGE = 'Este registro foi alterado por outra pessoa. Recarregue para ver a versão atual.';
export const moveNotAllowedMessage = (from: string, to: string) => `Não é possível passar de "${from}" para "${to}".`;
