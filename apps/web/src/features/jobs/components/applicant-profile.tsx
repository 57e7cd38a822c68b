import type { Applicant } from '@tvet/contract';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { FileLink } from '@/components/ui/file-link';
import { t } from '@/lib/i18n/i18n';
import { NOT_AVAILABLE, orNotAvailable, readableAddress } from '../lib/format';
import { EmailLink } from './email-link';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-gray-100 py-3 sm:grid sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted sm:text-base">{label}</dt>
      <dd className="font-semibold break-words">{children}</dd>
    </div>
  );
}

const capitalised = (value: string | null) => (value ? value.charAt(0).toUpperCase() + value.slice(1) : null);

/** Spec 001 §2 "Applicant detail": read-only, "N/a" where something is missing. */
export function ApplicantProfile({ applicant }: { applicant: Applicant }) {
  const graduate = applicant.graduate_id;
  const person = graduate.user_id;
  const skills = graduate.skills_acquired.map((skill) => skill.trim()).filter(Boolean);
  return (
    <div className="flex flex-col gap-6">
      <section
        aria-labelledby="applicant-personal"
        className="rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:p-6"
      >
        <div className="flex items-center gap-4 pb-2">
          <Avatar name={person.name} url={person.avatar?.url} className="size-16 text-2xl" />
          <h2 id="applicant-personal" className="text-lg font-semibold">
            {t('Personal information')}
          </h2>
        </div>
        <dl>
          <Row label={t('Name')}>{person.name}</Row>
          <Row label={t('Gender')}>{orNotAvailable(capitalised(graduate.gender))}</Row>
          <Row label={t('Email')}>
            <EmailLink email={person.email} />
          </Row>
          <Row label={t('State of origin')}>{orNotAvailable(graduate.state)}</Row>
          <Row label={t('Phone')}>
            {person.phone ? (
              <a href={`tel:${person.phone}`} className="text-link">
                {person.phone}
              </a>
            ) : (
              NOT_AVAILABLE
            )}
          </Row>
          <Row label={t('Address')}>{readableAddress(person.address)}</Row>
        </dl>
      </section>
      <section
        aria-labelledby="applicant-work"
        className="rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:p-6"
      >
        <h2 id="applicant-work" className="pb-2 text-lg font-semibold">
          {t('Resume and skills')}
        </h2>
        <dl>
          <Row label={t('Resume')}>
            <FileLink file={graduate.resume_id} what="resume" />
          </Row>
          <Row label={t('Skills')}>{skills.length ? skills.join(', ') : NOT_AVAILABLE}</Row>
        </dl>
      </section>
    </div>
  );
}
