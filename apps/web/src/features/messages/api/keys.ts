/**
 * Query keys of the messages feature, one tree: signing out (or the live connection's reset) removes everything
 * under ['messages'] at once, so nothing of the previous person stays readable.
 */
export const messageKeys = {
  all: ['messages'] as const,
  conversations: () => [...messageKeys.all, 'conversations'] as const,
  conversation: (id: string) => [...messageKeys.all, 'conversation', id] as const,
  history: (id: string) => [...messageKeys.all, 'history', id] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
  user: (usernameOrEmail: string) => [...messageKeys.all, 'user', usernameOrEmail] as const,
  blocks: () => [...messageKeys.all, 'blocks'] as const,
};
