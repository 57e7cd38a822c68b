import type { StoredFile } from '@tvet/contract';
import { t } from '@/lib/i18n/i18n';
import {
  employmentLabel,
  NOT_AVAILABLE,
  oLevelLabel,
  orNotAvailable,
  sittingsLabel,
} from '@/lib/profile-format';
import { DetailRow, DetailSection } from './detail-section';
import { FileLink } from './file-link';

/** What the read-only graduate sections read; an institution's student and a mentor's mentee both carry it. */
export type GraduateRecord = {
  o_level_certifications?: { certification_type?: string | null; number_of_sittings: number } | null;
  nin?: string | null;
  resume_id: StoredFile | null;
  is_employed?: boolean | null;
  current_occupation?: string | null;
  skills_acquired: readonly string[];
};

/**
 * The spec's O' Level, Identity and Employment sections of a graduate's read-only profile (spec 001 §3), shared
 * by the institution's student page and the mentor's mentee page. `idPrefix` keeps each page's section ids.
 */
export function GraduateSections({ graduate, idPrefix }: { graduate: GraduateRecord; idPrefix: string }) {
  const skills = graduate.skills_acquired.map((skill) => skill.trim()).filter(Boolean);
  return (
    <>
      <DetailSection id={`${idPrefix}-o-level`} title={t("O' Level details")}>
        <DetailRow label={t('Certificate type')}>
          {orNotAvailable(oLevelLabel(graduate.o_level_certifications?.certification_type))}
        </DetailRow>
        <DetailRow label={t('Number of times attempted')}>
          {graduate.o_level_certifications
            ? sittingsLabel(graduate.o_level_certifications.number_of_sittings)
            : NOT_AVAILABLE}
        </DetailRow>
      </DetailSection>
      <DetailSection id={`${idPrefix}-identity`} title={t('Identity and legal information')}>
        <DetailRow label={t('NIN')}>{orNotAvailable(graduate.nin)}</DetailRow>
      </DetailSection>
      <DetailSection id={`${idPrefix}-employment`} title={t('Employment Details')}>
        <DetailRow label={t('Resume')}>
          <FileLink file={graduate.resume_id} what="resume" />
        </DetailRow>
        <DetailRow label={t('Employment status')}>{employmentLabel(graduate.is_employed)}</DetailRow>
        {graduate.is_employed && (
          <DetailRow label={t('Occupation')}>{orNotAvailable(graduate.current_occupation)}</DetailRow>
        )}
        <DetailRow label={t('Acquired skills')}>
          {skills.length ? skills.join(', ') : NOT_AVAILABLE}
        </DetailRow>
      </DetailSection>
    </>
  );
}
