import type { RollImportMappingChange, RollInvitationRequest, RollListQuery } from '@tvet/contract';
import type { Deps } from '../../platform/deps';
import type { AuthContext } from '../../platform/jwt';
import type { RollDeps } from './institutions.roll.deps';
import type { RollCheckPool } from './institutions.roll.pool';
import {
  changeImportMapping,
  commitImport,
  faultyRows,
  listRoll,
  previewImport,
  readImport,
} from './roll-imports/roll-imports.service';
import { inviteFromRoll } from './roll-invitations/roll-invitations.service';

/*
 * The graduation roll: its table, uploads checked in full before anything is stored (preview), stored
 * all-or-nothing in one transaction (commit), and invitations to roll graduates who have no account yet. The use
 * cases live in roll-imports/ and roll-invitations/, each a named function taking RollDeps first; this object
 * hands them to the routes with those bound.
 */
export function createRollService(appDeps: Deps, checks: RollCheckPool) {
  const deps: RollDeps = { ...appDeps, checks };
  return {
    list: (auth: AuthContext, userId: string, query: RollListQuery) => listRoll(deps, auth, userId, query),
    preview: (auth: AuthContext, body: unknown, fileName: string) =>
      previewImport(deps, auth, body, fileName),
    changeMapping: (auth: AuthContext, importId: string, change: RollImportMappingChange) =>
      changeImportMapping(deps, auth, importId, change),
    faultyRows: (auth: AuthContext, importId: string) => faultyRows(deps, auth, importId),
    readImport: (importId: string) => readImport(deps, importId),
    commit: (auth: AuthContext, importId: string, skipInvalid = false) =>
      commitImport(deps, auth, importId, skipInvalid),
    invite: (auth: AuthContext, body: RollInvitationRequest) => inviteFromRoll(deps, auth, body),
  };
}
