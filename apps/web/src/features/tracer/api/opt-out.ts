/**
 * No tracer message to this graduate again; answers the sentence to show. The page a text message links to
 * (/a/{token}/stop) loads the call on the press: its operation brings the contract's tracer schemas and zod
 * (37 KB gzip), which the page itself, a heading and a button, does not need to show.
 */
export async function optOut(token: string): Promise<string> {
  const { optOut: send } = await import('./answer-by-link');
  return send(token);
}
