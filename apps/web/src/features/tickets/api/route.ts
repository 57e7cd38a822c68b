/** The contract's routes read '/v1/...'; the API client adds '/api/v1' itself. */
export const apiPath = (route: string) => route.replace(/^\/v1(?=\/|$)/, '');
