/*
 * Realtime messaging (spec 000 §2 '/messages', §3 Conversation and Message, §4 'Chat message' and 'Realtime
 * connection', §5 Chat, §7 'Realtime messaging', §8, §9; spec 001 §7 mentor broadcast). The socket events, their
 * payloads and acknowledgements, the REST routes beside them, the limits and every sentence, once: the server
 * validates with these schemas and the web app builds its payloads and reads its answers with them.
 *
 * Wire rules:
 * - The socket lives on the API's own origin and port at REALTIME_PATH. The handshake carries the access token as
 *   `auth: { token }` (REALTIME_CLIENT_OPTIONS below + `auth`). A missing, bad or expired token refuses the
 *   connection: `connect_error` whose `message` is SERVER_MESSAGES.invalidToken / expiredToken (or signInRequired,
 *   emailNotVerified) and whose `data` is the `{status, msg, payload}` envelope. On 'expired token' the client
 *   refreshes its token and connects again (pass `auth` as a function so each attempt reads the current token).
 * - A token that expires while connected: the server emits SESSION_EXPIRED (an 'expired token' envelope) and
 *   disconnects the socket at the token's expiry, or answers the next event with that 401 envelope and disconnects.
 * - Every client event takes an acknowledgement callback and is answered through it with a `{status, msg, payload}`
 *   envelope (AckEnvelope). Success is status 'ok' or 'Created' (isSuccessStatus); anything else is a refusal whose
 *   `msg` a person can read ('Error occured - {msg}' in the chat pane), with `payload: { fields }` when fields were
 *   wrong. A refused event stores nothing, and the socket stays connected and usable.
 * - `created_by`, where a payload carries it, must be the signed-in account (account id or role-profile id);
 *   another value is refused with 403 MESSAGING_MESSAGES.notYou. It is never needed: the server uses the token.
 * - A message should carry `client_id`, made by the client once per message (a UUID is fine) and reused on every
 *   retry: a resend after a reconnect answers the stored copy (status 'ok', MESSAGING_MESSAGES.alreadySent) and
 *   stores nothing twice. The client replaces its unsent copy with the server copy that has the same client_id.
 *   Without one (the spec's own payloads) the message is stored as sent, and the server makes its client_id;
 *   only de-duplication of a retry is lost.
 * - Ids are account ids (`users._id`), everywhere: `recipients`, `created_by._id`, `user_id`. The spec's `userId`
 *   of get-all-conversations may also be the caller's role-profile id.
 */

export * from './limits';
export * from './payloads';
export * from './sentences';
export * from './shapes';
export * from './socket';
