/** The endpoints the benchmark loads. Later features add their hot endpoints here. */
export type Scenario = {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Demo user to sign in as (its token goes in the Authorization header). */
  as?: string;
};

export const scenarios: Scenario[] = [
  { name: 'health (select 1)', path: '/api/health' },
  { name: 'tenant (database read)', path: '/api/tenant' },
];
