import { type Profile, segmentOf, UPDATE_SCHEMAS, type UserType } from '@tvet/contract';

/** Roles whose profile has fields to edit (admins have none). */
export type EditableRole = Exclude<UserType, 'admin'>;
const ACCOUNT_FIELDS = new Set(['name', 'phone', 'address']);

/** JSON with object keys sorted, so that {a, b} and {b, a} compare equal (the database reorders JSON keys). */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/** The value a PATCH field has now: account fields live on the expanded account, the rest on the profile. */
export function storedValue(profile: Profile, field: string): unknown {
  const source = (ACCOUNT_FIELDS.has(field) ? profile.user_id : profile) as unknown as Record<
    string,
    unknown
  >;
  return source[field] ?? null;
}

export type Changes =
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; fields: Record<string, string> };

/**
 * The PATCH body with only the fields that differ from the stored profile (the brief: send only what changed),
 * normalised by the contract's update schema the server applies (phone as +234…, website URL-encoded).
 */
export function changesOf(role: EditableRole, profile: Profile, raw: Record<string, unknown>): Changes {
  if (Object.keys(raw).length === 0) return { ok: true, body: {} };
  const parsed = UPDATE_SCHEMAS[segmentOf(role) as keyof typeof UPDATE_SCHEMAS].safeParse(raw);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '')] ??= issue.message;
    return { ok: false, fields };
  }
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(parsed.data as Record<string, unknown>)) {
    if (stableJson(value) !== stableJson(storedValue(profile, field))) body[field] = value;
  }
  return { ok: true, body };
}
