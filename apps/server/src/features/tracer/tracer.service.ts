import type { Database } from '../../db/client';
import type { Deps } from '../../platform/deps';
import type { PlatformEvents } from '../../platform/events';
import { recordBounce } from './tracer.delivery';
import { linkCasesOfRollEntries } from './tracer.linking';
import { answerByLink, linkForm, optOutByLink } from './tracer.links';
import { objectFromSettings, objectOnErasure, readObjection, withdrawObjection } from './tracer.objections';
import { studyStats } from './tracer.stats';
import { addWave, createStudy, listStudies, readStudy, updateStudy } from './tracer.studies';
import { enqueueContact } from './tracer.sweep';

/*
 * The tracer's use cases bound to the process's dependencies, for the routes. Each lives in its own file as a named
 * function taking its dependencies first: studies and waves (tracer.studies.ts), the console's figures
 * (tracer.stats.ts), answering by link (tracer.links.ts), objections (tracer.objections.ts), provider reports
 * (tracer.delivery.ts), the phone channels (tracer.interviews.ts), linking cases at a claim's confirmation
 * (tracer.linking.ts).
 */
export function createTracerService(deps: Deps) {
  const bind =
    <A extends unknown[], O>(use: (deps: Deps, ...rest: A) => O) =>
    (...rest: A) =>
      use(deps, ...rest);
  return {
    list: bind(listStudies),
    read: bind(readStudy),
    create: bind(createStudy),
    update: bind(updateStudy),
    addWave: bind(addWave),
    stats: bind(studyStats),
    recordBounce: (contactId: string, reason: string) =>
      recordBounce(deps, enqueueContact(deps), contactId, reason),
    form: bind(linkForm),
    answer: bind(answerByLink),
    optOut: bind(optOutByLink),
    objection: bind(readObjection),
    object: bind(objectFromSettings),
    withdraw: bind(withdrawObjection),
    erased: bind(objectOnErasure),
    claimsConfirmed: (tx: Database, event: PlatformEvents['roll.claims-confirmed']) =>
      linkCasesOfRollEntries(tx, event.rollEntryIds),
  };
}
