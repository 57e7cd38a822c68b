export const privacyKeys = {
  all: ['privacy'] as const,
  consents: () => [...privacyKeys.all, 'consents'] as const,
  overview: () => [...privacyKeys.all, 'overview'] as const,
  breaches: (page: number) => [...privacyKeys.all, 'breaches', page] as const,
  requests: (page: number) => [...privacyKeys.all, 'requests', page] as const,
};
