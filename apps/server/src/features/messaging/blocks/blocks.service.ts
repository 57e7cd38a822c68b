import { MESSAGING_MESSAGES } from '@tvet/contract';
import { badRequest, notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/jwt';
import * as blocksRepo from '../messaging.blocks.repository';
import type { MessagingDeps } from '../messaging.deps';
import { blockedUserOut } from '../messaging.serialize';

/* A person's blocks: whom they refuse messages from (and cannot message). */

export async function blockUser(deps: MessagingDeps, auth: AuthContext, userId: string) {
  if (userId === auth.accountId) {
    throw badRequest(MESSAGING_MESSAGES.cannotBlockYourself, {
      user_id: MESSAGING_MESSAGES.cannotBlockYourself,
    });
  }
  if ((await blocksRepo.existingAccounts(deps.db, [userId])).length === 0) {
    throw notFound(MESSAGING_MESSAGES.userToBlockNotFound);
  }
  await blocksRepo.insertBlock(deps.db, auth.accountId, userId);
}

export async function unblockUser(deps: MessagingDeps, auth: AuthContext, userId: string) {
  await blocksRepo.deleteBlock(deps.db, auth.accountId, userId);
}

export async function listBlocks(deps: MessagingDeps, auth: AuthContext) {
  return (await blocksRepo.blockedAccounts(deps.db, auth.accountId)).map(blockedUserOut);
}
