import { todayInNigeria } from '@tvet/contract';
import type { Database } from '../db/client';
import { hashPassword } from '../platform/secrets';
import { DEMO_PASSWORD } from './accounts.factory';
import { answerTracer } from './country/answers';
import { seedConversations } from './country/conversations';
import { seedEmployers } from './country/employers';
import { Random } from './country/random';
import { seedInstitutionsAndRolls } from './country/rolls';
import { seedTickets } from './country/tickets';

/*
 * The demo country (issue 14, "Demo data that shows the product"): a dozen institutions of every type across
 * the regions, their programmes (two expiring within 90 days, one expired, one pending), graduation rolls of
 * about 3,000 graduates over the last three cohorts, about half of them signed up with confirmed claims, most
 * of those answering the tagged graduate tracer, employers with jobs and applications, conversations between
 * graduates, employers and institutions (some unread, one reported), and support tickets in every state.
 *
 * Every number comes from one seeded generator, drawn in the order below, so two starts build the same country
 * (dates move with today so that "expires within 90 days" stays true). The names and figures are invented; the
 * differences between programmes, sexes, states and cohorts follow the patterns tracer studies of TVET
 * graduates in Nigeria report (wage jobs concentrated in the southern commercial states, more self-employment
 * and informal work in the north and in trades, lower incomes and more "not looking" among women, the latest
 * cohort still looking). The parts live in country/: who (institutions.ts, programmes.ts, places.ts, the
 * employers' plans in employers.ts) and what each writes (rolls.ts, answers.ts, employers.ts, conversations.ts
 * with threads.ts, tickets.ts).
 */

export interface CountrySummary {
  institutions: number;
  programmes: number;
  roll: number;
  graduates: number;
  respondents: number;
  employers: number;
  jobs: number;
  applications: number;
  conversations: number;
  messages: number;
  tickets: number;
  ticketMessages: number;
}

/**
 * Builds the demo country on a database that has the demo accounts and the published graduate tracer
 * (seedDemo). Deterministic for a given day; about 3,000 roll rows, 1,500 accounts and 9,000 answers.
 */
export async function seedDemoCountry(db: Database, seed = 14): Promise<CountrySummary> {
  const random = new Random(seed);
  // One hash for every bulk account: hashing each of thousands would take minutes.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const today = todayInNigeria();
  const now = Date.now();

  const rolls = await seedInstitutionsAndRolls(db, random, passwordHash, today);
  const tracer = await answerTracer(db, random, rolls.accounts, rolls.profiles, now);
  const market = await seedEmployers(db, random, tracer.seekers, passwordHash, now);
  // Written from plans, not drawn: the threads and tickets do not move the generator.
  const seeded = { employers: market.employers, institutions: rolls.institutions };
  const talk = await seedConversations(db, seeded, now);
  const support = await seedTickets(db, seeded, talk.reported, now);
  return {
    institutions: rolls.institutions.length,
    programmes: rolls.programmes,
    roll: rolls.roll,
    graduates: rolls.accounts.length,
    respondents: tracer.respondents,
    employers: market.employers.length,
    jobs: market.jobs,
    applications: market.applications,
    conversations: talk.conversations,
    messages: talk.messages,
    tickets: support.tickets,
    ticketMessages: support.messages,
  };
}
