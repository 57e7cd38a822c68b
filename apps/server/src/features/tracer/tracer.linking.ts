import type { Database } from '../../db/client';
import { adoptCaseConsents } from '../privacy';
import { copyLinkedAnswers, linkClaimedCases } from './tracer.repository';

/**
 * Heard when roll rows come to be held by a graduate (a claim confirmed or matched: 'roll.claims-confirmed'), in
 * the institution's transaction: the rows' cases are linked to the graduate's account, their answers by link
 * become the account's and the case's own outcome facts go (the outcomes trigger on tracer_cases), so a graduate
 * who answered by link and signed in counts once from the confirmation on, not after the next sweep (decision
 * 0030's minute). The sweep's linkCases still links every case it finds, for a claim confirmed before its case
 * was made.
 */
export async function linkCasesOfRollEntries(tx: Database, rollEntryIds: string[]): Promise<void> {
  const linked = await linkClaimedCases(tx, rollEntryIds);
  if (linked.length === 0) return;
  await copyLinkedAnswers(tx, linked);
  await adoptCaseConsents(tx, linked);
}
