import type { PersonalDataHolder } from '../../platform/personal-data';
import { authoredRows, erasePerson, forgetAuthor, personRows } from './privacy.repository';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** What the privacy feature holds about a person (NDPA ss. 34-38), for their archive and their erasure. */
export const privacyPersonalData: PersonalDataHolder = {
  tables: [
    'notice_views',
    'consent_events',
    'guardian_confirmations',
    'breach_recipients',
    'subject_requests',
    // only the administrator who edited, published or recorded (updated_by, published_by, created_by)
    'processing_activities',
    'privacy_notices',
    'breaches',
  ],
  async export(db, person) {
    const [rows, authored] = await Promise.all([
      personRows(db, person.accountId),
      authoredRows(db, person.accountId),
    ]);
    return {
      processing_activities_edited: authored.activitiesEdited.map((row) => ({
        activity: row.key,
        last_edited_at: iso(row.updatedAt),
      })),
      privacy_notices_published: authored.noticesPublished.map((row) => ({
        version: row.version,
        published_at: iso(row.publishedAt),
      })),
      breaches_recorded: authored.breachesRecorded.map((row) => ({
        breach: row.title,
        recorded_at: iso(row.createdAt),
      })),
      privacy_notices_shown: rows.views.map((row) => ({
        version: row.version,
        channel: row.channel,
        shown_at: iso(row.createdAt),
      })),
      consents: rows.consents.map((row) => ({
        purpose: row.purpose,
        given: row.given,
        notice_version: row.noticeVersion,
        channel: row.channel,
        at: iso(row.createdAt),
      })),
      guardian_confirmations: rows.guardians.map((row) => ({
        guardian_name: row.guardianName,
        guardian_email: row.guardianEmail,
        guardian_phone: row.guardianPhone,
        asked_at: iso(row.createdAt),
        expires_at: iso(row.expiresAt),
        confirmed_at: iso(row.confirmedAt),
        // A link not sent (the guardian's phone had sent STOP) is in the archive as the refusal it was.
        not_sent_reason: row.notSentReason,
      })),
      breach_notices: rows.notices.map((row) => ({
        breach: row.breach,
        queued_at: iso(row.queuedAt),
        sent_at: iso(row.sentAt),
        stopped_at: iso(row.stoppedAt),
      })),
      data_subject_requests: rows.requests.map((row) => ({
        kind: row.kind,
        details: row.details,
        status: row.status,
        due_at: iso(row.dueAt),
        created_at: iso(row.createdAt),
      })),
    };
  },
  async erase(tx, person) {
    const kept = await erasePerson(tx, person.accountId);
    const authored = await forgetAuthor(tx, person.accountId);
    return {
      kept: [
        ...(kept > 0
          ? [
              `${kept} data subject request(s): their kind, status and dates only (no name, contact or text), as the record that they were answered`,
            ]
          : []),
        ...(authored > 0
          ? [
              `${authored} entries of the processing record, notice versions or breaches you wrote as an administrator, without your name (the audit log keeps who did what)`,
            ]
          : []),
      ],
    };
  },
};
