/** The shape every list answers: `{ count, page, limit, pages, <items> }`. */
export function pageOf<K extends string, T>(key: K, items: T[], count: number, page: number, limit: number) {
  return { count, page, limit, pages: Math.ceil(count / limit), [key]: items } as
    { count: number; page: number; limit: number; pages: number } & Record<K, T[]>;
}

export const offsetOf = (page: number, limit: number) => (page - 1) * limit;
