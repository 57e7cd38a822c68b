import { todayInNigeria, USER_TYPES } from '@tvet/contract';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { employers, files, users } from '../db/schema';
import { fileUrl } from '../features/uploads/uploads.service';
import { hashPassword } from '../platform/secrets';
import { newStorageKey, type Storage } from '../platform/storage';
import { createAccount, DEMO_PASSWORD } from './accounts.factory';
import { type CountrySummary, seedDemoCountry } from './demo-country';
import { type FollowUpSummary, seedDemoFollowUp } from './demo-follow-up';
import { seedDemoInstitution } from './demo-institution';
import { type MentorsSummary, seedDemoMentors } from './demo-mentors';
import { type PortalsSummary, seedDemoPortals } from './demo-portals';
import { type PrivacySummary, seedDemoPrivacy } from './demo-privacy';
import { seedDemoTracer, type TracerSummary } from './demo-tracer';
import { PLACEHOLDER_CAC_DOCUMENT } from './rows';
import { createSurvey } from './surveys.factory';
import {
  EMPLOYER_SATISFACTION,
  GRADUATE_TRACER,
  MENTOR_CHECK_IN,
  STAFF_TRAINING_SURVEY,
} from './tracer-surveys';
import { seedTracerTranslations } from './tracer-translations';

export const DEMO_ACCOUNTS = USER_TYPES.map((userType) => ({ userType, email: `${userType}@demo.tvet.ng` }));

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  return row.total === 0;
}

/**
 * Whether a start seeds the demo: `SEED=demo` seeds it unless it is there already, even when ADMIN_EMAIL has
 * created an administrator first (issue 14); `SEED=none` never; by default only an empty database.
 */
export async function shouldSeedDemo(db: Database, seed: 'demo' | 'none' | undefined): Promise<boolean> {
  if (seed === 'none') return false;
  if (seed === 'demo') return !(await hasDemo(db));
  return isEmpty(db);
}

/** The demo is there once its institution account is (the account every demo portal hangs off). */
export async function hasDemo(db: Database): Promise<boolean> {
  const email = DEMO_ACCOUNTS.find((account) => account.userType === 'institution')?.email ?? '';
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.email, email));
  return row.total > 0;
}

/**
 * What a start seeds: the demo accounts and surveys, the demo country (demo-country.ts), the demo accounts' own
 * portals filled (demo-portals.ts), then the mentors.
 */
export async function seedDemoWithCountry(
  db: Database,
  storage: Storage,
): Promise<
  Awaited<ReturnType<typeof seedDemo>> & {
    country: CountrySummary;
    portals: PortalsSummary;
    mentoring: MentorsSummary;
    privacy: PrivacySummary;
    tracer: TracerSummary;
    followUp: FollowUpSummary;
  }
> {
  const demo = await seedDemo(db, storage);
  const country = await seedDemoCountry(db);
  await attachCountryCacDocuments(db, storage);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const portals = await seedDemoPortals(db, passwordHash, todayInNigeria(), Date.now());
  const mentoring = await seedDemoMentors(db, passwordHash);
  const privacy = await seedDemoPrivacy(db, {
    graduate: 'graduate@demo.tvet.ng',
    institution: 'institution@demo.tvet.ng',
    admin: 'admin@demo.tvet.ng',
  });
  const tracer = await seedDemoTracer(db);
  return { ...demo, country, portals, mentoring, privacy, tracer, followUp: await seedDemoFollowUp(db) };
}

/** A verified, complete account of every role and the published tracer surveys, so each portal can be tried at once. */
export async function seedDemo(db: Database, storage: Storage) {
  for (const account of DEMO_ACCOUNTS) {
    // ADMIN_EMAIL may already have created one of these addresses.
    const [taken] = await db.select({ total: count() }).from(users).where(eq(users.email, account.email));
    if (taken.total > 0) continue;
    const { user, profile } = await createAccount(db, {
      ...account,
      username: `demo_${account.userType}`,
      complete: true,
      verified: true,
    });
    if (account.userType === 'employer')
      await attachCacCertificate(db, storage, user.id, profile.id, user.name);
  }
  await seedDemoInstitution(db, {
    institution: 'institution@demo.tvet.ng',
    graduate: 'graduate@demo.tvet.ng',
    staff: 'staff@demo.tvet.ng',
  });
  await seedTracerTranslations(db, await createSurvey(db, GRADUATE_TRACER));
  await createSurvey(db, EMPLOYER_SATISFACTION);
  await createSurvey(db, MENTOR_CHECK_IN);
  await createSurvey(db, STAFF_TRAINING_SURVEY);
  return { accounts: DEMO_ACCOUNTS, password: DEMO_PASSWORD };
}

/**
 * The demo country's employers are made without storage (a placeholder reference); the vetting queue opens each
 * one's CAC document, so each gets a real one-page certificate here.
 */
async function attachCountryCacDocuments(db: Database, storage: Storage) {
  const waiting = await db
    .select({ employerId: employers.id, ownerId: users.id, name: users.name })
    .from(employers)
    .innerJoin(users, eq(users.id, employers.userId))
    .where(sql`${employers.cacDocument}->>'key' = ${PLACEHOLDER_CAC_DOCUMENT.key}`);
  for (const employer of waiting)
    await attachCacCertificate(db, storage, employer.ownerId, employer.employerId, employer.name);
}

/** A one-page PDF, so that a demo employer's CAC certificate opens like a real upload. */
function demoPdf(company: string): Buffer {
  const name = company.replace(/[\\()]/g, (char) => `\\${char}`);
  const text = `BT /F1 18 Tf 72 720 Td (Demo CAC certificate - ${name}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function attachCacCertificate(
  db: Database,
  storage: Storage,
  ownerId: string,
  employerId: string,
  company: string,
) {
  const bytes = demoPdf(company);
  const storageKey = newStorageKey('cac_document');
  await storage.put(storageKey, bytes);
  const title = 'CAC certificate.pdf';
  const [row] = await db
    .insert(files)
    .values({
      ownerId,
      kind: 'cac_document',
      storageKey,
      mimetype: 'application/pdf',
      size: bytes.length,
      title,
    })
    .returning({ id: files.id });
  await db
    .update(employers)
    .set({
      cacDocument: {
        key: row.id,
        url: fileUrl(row.id),
        title,
        size: bytes.length,
        mimetype: 'application/pdf',
      },
    })
    .where(eq(employers.id, employerId));
}
