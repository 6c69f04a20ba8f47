/**
 * Who may call each API route. Every route the app registers must be listed here (the matrix test
 * fails otherwise), so a new route cannot ship without its access rule being tested.
 *
 * - public:   anyone, gate or not
 * - gate:     anyone who passed the site gate (or staff)
 * - user:     any signed-in account
 * - customer: signed-in customers only (staff get 403)
 * - staff:    staff and admins
 * - admin:    admins only
 */
export type Access = 'public' | 'gate' | 'user' | 'customer' | 'staff' | 'admin';

export const ROUTE_ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/gate': 'public',
  'POST /api/gate/unlock': 'public',
  'GET /api/me': 'public',
  'PATCH /api/me': 'user',
  'GET /api/settings/public': 'public',
  'GET /api/admin/dashboard': 'staff',
};
