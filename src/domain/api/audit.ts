// Audit screen: the JSON the API answers with, typed once for the server that builds it and the web
// app that reads it (neither imports the other).
export type AuditFilters = {
  entities: string[];
  actions: string[];
  users: { id: string; name: string }[];
};

export type AuditEntryView = {
  id: number;
  createdAt: string;
  userId: string | null;
  userName: string;
  action: string;
  entity: string;
  entityId: string | null;
  /** What the id names, as people know it: the product's or person's name, an order's #short id. */
  entityLabel: string | null;
  before: unknown;
  after: unknown;
};
