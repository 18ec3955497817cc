/** Keys of the orders feature's queries; its own, since features never share each other's code. */
export const orderQueryKeys = {
  all: ['orders'] as const,
  list: (userId: string, page: number) => ['orders', 'list', userId, page] as const,
  campaign: (id: string) => ['orders', 'campaign', id] as const,
  order: (id: string) => ['orders', 'order', id] as const,
};
