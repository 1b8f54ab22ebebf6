/** The moment sample data is dated from (orders, the node sale, miners): 2026-01-01T00:00:00Z. */
export const T0 = Date.UTC(2026, 0, 1);
